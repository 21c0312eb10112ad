import 'yet-another-react-lightbox/styles.css';
import { Badge, Button, Group, Loader, Text } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import Lightbox from 'yet-another-react-lightbox';
import { fileSize } from './fileSize';
import { isPdf, typeLabel, type ViewerFile } from './viewerFiles';
import { withRetries } from '../../platform/lazyPage';

// react-pdf and pdf.js load only when a PDF is shown.
const PdfPages = lazy(withRetries(() => import('./PdfPages')));

export interface FileViewerProps {
  readonly files: readonly ViewerFile[];
  readonly index: number;
  readonly onIndex: (index: number) => void;
  readonly onClose: () => void;
  readonly onDownload: (file: ViewerFile) => void;
}

/**
 * The full-screen viewer (spec 02 section 2): name, type and size, a download action, previous
 * and next arrows; PDFs drawn page by page, images as images. Its module (the lightbox) loads
 * when a file is first opened.
 */
export default function FileViewer({ files, index, onIndex, onClose, onDownload }: FileViewerProps) {
  const { t } = useTranslation('settlements');
  const current = files[index];
  const byUrl = new Map(files.map((file) => [file.url, file]));
  return (
    <Lightbox
      open
      close={onClose}
      index={index}
      slides={files.map((file) => ({ src: file.url, alt: file.name }))}
      on={{ view: ({ index: next }) => next !== index && onIndex(next) }}
      carousel={{ finite: true }}
      controller={{ closeOnBackdropClick: false }}
      labels={{
        Previous: t('viewer.previous'),
        Next: t('viewer.next'),
        Close: t('viewer.close'),
        Lightbox: t('viewer.label'),
        Carousel: t('viewer.files'),
        'Photo gallery': t('viewer.files'),
        Slide: t('viewer.file'),
        '{index} of {total}': t('viewer.position'),
      }}
      toolbar={{
        buttons: [
          current ? (
            <Group key="file" gap="xs" px="sm" wrap="nowrap" c="white">
              <Badge variant="filled" color="gray">
                {typeLabel(current.name)}
              </Badge>
              <Text size="sm" c="white" truncate maw={280}>
                {current.name}
              </Text>
              <Text size="sm" c="gray.3">
                {fileSize(current.size)}
              </Text>
              <Button size="compact-sm" variant="white" onClick={() => onDownload(current)}>
                {t('files.download')}
              </Button>
            </Group>
          ) : null,
          'close',
        ],
      }}
      render={{
        slide: ({ slide, rect }) => {
          const file = byUrl.get(slide.src);
          if (!file || !isPdf(file)) return undefined;
          return (
            <div style={{ width: '100%', height: '100%', overflowY: 'auto', paddingTop: 56 }} aria-label={file.name} role="document">
              <Suspense fallback={<Loader color="white" aria-label={t('viewer.loading')} />}>
                <PdfPages file={file.blob ?? file.url} width={Math.min(rect.width - 32, 900)} />
              </Suspense>
            </div>
          );
        },
        iconLoading: () => <Loader color="white" aria-label={t('viewer.loading')} />,
      }}
    />
  );
}
