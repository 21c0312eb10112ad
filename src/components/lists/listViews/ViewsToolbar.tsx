import { lazy, Suspense, useState, type ReactNode } from 'react';
import type { ViewList } from '@machines/shared/columnLayout';
import { withRetries } from '../../../platform/lazyPage';
import { ColumnsProblem } from '../listColumns/ColumnsButton';
import type { ColumnsControl } from '../listColumns/columnsControl';
import { ListToolbar } from '../ListToolbar';
import { useListViews } from './useListViews';
import { ViewsMenu } from './ViewsMenu';
import { ViewsNotice, type CopiedLink } from './ViewsNotice';

// The name and delete dialogs load when first asked for, never with the list.
const ViewDialogs = lazy(withRetries(() => import('./ViewDialogs')));

/**
 * Above a list whose query lives in the address, once its views are wanted: the Views menu
 * (opened at once when the user's click brought it), the Columns control, and what they have
 * to say. Loaded on demand (ViewsEntry).
 */
export default function ViewsToolbar({
  list,
  linked,
  control,
  columnsLoading,
  columnsButton,
  openMenu,
}: {
  list: ViewList;
  /** The view the page's address linked to when it opened. */
  linked: number | null;
  control: ColumnsControl;
  columnsLoading: boolean;
  columnsButton: ReactNode;
  openMenu: boolean;
}) {
  const views = useListViews(list, linked, control, columnsLoading);
  const [copied, setCopied] = useState<CopiedLink | null>(null);
  const { snapshot } = views;
  const dialog = ['naming', 'saving', 'confirmingDelete', 'deleting'].some((step) => snapshot.matches({ ready: step as 'idle' }));
  const copy = (id: number) => {
    const link = views.linkOf(id);
    setCopied(null);
    navigator.clipboard.writeText(link).then(
      () => setCopied({ link, ok: true }),
      () => setCopied({ link, ok: false }),
    );
  };
  return (
    <>
      <ListToolbar
        tools={
          <>
            <ViewsMenu snapshot={snapshot} send={views.send} onCopyLink={copy} defaultOpened={openMenu} />
            {columnsButton}
          </>
        }
        notices={
          <>
            <ViewsNotice snapshot={snapshot} send={views.send} copied={copied} onDismissCopied={() => setCopied(null)} />
            <ColumnsProblem control={control} />
          </>
        }
      />
      {dialog && (
        <Suspense fallback={null}>
          <ViewDialogs snapshot={snapshot} send={views.send} current={views.current} />
        </Suspense>
      )}
    </>
  );
}
