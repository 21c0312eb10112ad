import '@mantine/spotlight/styles.css';
import { createSpotlight, Spotlight, type SpotlightActionData } from '@mantine/spotlight';
import { lazy, Suspense, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { go, reloadPage } from '../../platform/navigation';
import { saveLanguage, type Language } from '../../i18n/language';
import { withRetries } from '../../platform/lazyPage';
import { paletteEntries, type PaletteCommand } from './paletteEntries';

const PaymentDetail = lazy(withRetries(() => import('../../payments/paymentDetail/PaymentDetail').then((m) => ({ default: m.PaymentDetail }))));

interface Props {
  readonly profileNames: readonly string[];
  /** Changes each time the user asks for the palette (Ctrl+K, the header button). */
  readonly openRequest: number;
  /** Opens the keyboard shortcuts' help. */
  readonly onShortcuts: () => void;
}

/**
 * The command palette (@mantine/spotlight), loaded the first time it is asked for. A payment
 * opens in its detail dialog over the current page, as on the payments list.
 */
export default function CommandPalette({ profileNames, openRequest, onShortcuts }: Props) {
  const { t, i18n } = useTranslation(['commandPalette', 'shell']);
  // Its own store: the palette is the app's one spotlight, but a store per mount keeps tests apart.
  const [[store, palette]] = useState(createSpotlight);
  const [query, setQuery] = useState('');
  const [payment, setPayment] = useState<number | null>(null);
  useEffect(() => palette.open(), [palette, openRequest]);

  const run = (command: PaletteCommand) => {
    if (command.kind === 'page') go(command.path);
    else if (command.kind === 'payroll') go(`/payroll/view/${command.id}`);
    else if (command.kind === 'payment') setPayment(command.id);
    else if (command.kind === 'language') {
      saveLanguage(command.language);
      reloadPage();
    } else if (command.kind === 'shortcuts') onShortcuts();
    else go('/logout');
  };
  const label = (command: PaletteCommand): string => {
    if (command.kind === 'page') return t(`shell:pages.${command.title}`);
    if (command.kind === 'payroll') return t('openPayroll', { id: command.id });
    if (command.kind === 'payment') return t('openPayment', { id: command.id });
    if (command.kind === 'language') return t(`language.${command.language}`);
    if (command.kind === 'shortcuts') return t('shell:shortcuts');
    return t('signOut');
  };
  const language = i18n.language as Language;
  const entries = useMemo(() => paletteEntries(profileNames, language, query), [profileNames, language, query]);
  const groups = (['open', 'pages', 'actions'] as const)
    .map((group) => ({
      group: t(`groups.${group}`),
      actions: entries
        .filter((entry) => entry.group === group)
        .map((entry): SpotlightActionData => ({ id: entry.id, label: label(entry.command), onClick: () => run(entry.command) })),
    }))
    .filter((group) => group.actions.length > 0);

  return (
    <>
      <Spotlight
        store={store}
        actions={groups}
        query={query}
        onQueryChange={setQuery}
        shortcut={null}
        nothingFound={t('nothingFound')}
        highlightQuery
        scrollable
        maxHeight={420}
        searchProps={{ placeholder: t('placeholder'), 'aria-label': t('search') }}
      />
      {payment !== null && (
        <Suspense fallback={null}>
          <PaymentDetail operationId={payment} onClose={() => setPayment(null)} />
        </Suspense>
      )}
    </>
  );
}
