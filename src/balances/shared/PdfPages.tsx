import { Loader, Stack } from '@mantine/core';
import { useState } from 'react';
import { Document, Page, pdfjs } from 'react-pdf';
import { useTranslation } from 'react-i18next';

// The worker is served as its own file (built by Vite from the package), loaded with this module only.
pdfjs.GlobalWorkerOptions.workerSrc = new URL('pdfjs-dist/build/pdf.worker.min.mjs', import.meta.url).toString();

/** A PDF drawn page by page (canvas only: no text or annotation layers, so no extra stylesheets). */
export default function PdfPages({ file, width }: { file: string | Blob; width: number }) {
  const { t } = useTranslation('settlements');
  const [pages, setPages] = useState(0);
  return (
    <Document
      file={file}
      onLoadSuccess={(pdf) => setPages(pdf.numPages)}
      loading={<Loader aria-label={t('viewer.loading')} />}
      error={t('viewer.pdfFailed')}
    >
      <Stack gap="md" align="center">
        {Array.from({ length: pages }, (_, index) => (
          <Page
            key={index}
            pageNumber={index + 1}
            width={width}
            renderTextLayer={false}
            renderAnnotationLayer={false}
            loading={<Loader aria-label={t('viewer.loading')} />}
            aria-label={t('viewer.page', { page: index + 1, pages })}
          />
        ))}
      </Stack>
    </Document>
  );
}
