import { Alert, Loader } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { renderMermaid } from './mermaid';

/** A Mermaid text drawn as SVG, in the browser; one image with a name for assistive tech. */
export function MermaidDiagram({ text, label, testId }: { text: string; label: string; testId?: string }) {
  const { t } = useTranslation('statecharts');
  const box = useRef<HTMLDivElement>(null);
  const [state, setState] = useState<{ drawn: string | null; error: string | null }>({ drawn: null, error: null });

  useEffect(() => {
    let current = true;
    renderMermaid(text).then(
      (svg) => {
        if (!current || !box.current) return;
        // Mermaid's SVG, sanitised by Mermaid (securityLevel 'strict'); never server text.
        box.current.innerHTML = svg;
        setState({ drawn: text, error: null });
      },
      (error: unknown) => current && setState({ drawn: null, error: error instanceof Error ? error.message : String(error) }),
    );
    return () => {
      current = false;
    };
  }, [text]);

  return (
    <>
      {state.drawn === null && state.error === null && <Loader size="sm" aria-label={t('drawing')} />}
      {state.error !== null && (
        <Alert color="red" role="alert">
          {t('drawFailed', { reason: state.error })}
        </Alert>
      )}
      {/* Mermaid draws for a light page: in the dark scheme the diagram keeps a white sheet. */}
      <div ref={box} role="img" aria-label={label} data-testid={testId} style={{ overflowX: 'auto', maxWidth: '100%', background: '#fff', colorScheme: 'light' }} />
    </>
  );
}
