import { Button } from '@mantine/core';
import { useRouter } from '@tanstack/react-router';
import { lazy, Suspense, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { ViewList } from '@machines/shared/columnLayout';
import { withRetries } from '../../../platform/lazyPage';
import { ColumnsProblem } from '../listColumns/ColumnsButton';
import type { ColumnsControl } from '../listColumns/columnsControl';
import { ListToolbar } from '../ListToolbar';
import { linkedViewOf } from './viewLink';

// The views (their chart, menu and calls) load when first wanted: a click on Views, or a view's
// link. A list that nobody asks for its views never fetches them.
const ViewsToolbar = lazy(withRetries(() => import('./ViewsToolbar')));

/** A list's toolbar with its saved views: a plain Views button until they are wanted. */
export function ViewsEntry({ list, control, columnsLoading, columnsButton }: { list: ViewList; control: ColumnsControl; columnsLoading: boolean; columnsButton: ReactNode }) {
  const { t } = useTranslation('lists');
  const router = useRouter();
  // Read once: the list rewrites its address with its own query as soon as its rows arrive,
  // which may be before the views' code has loaded.
  const [linked] = useState(() => linkedViewOf(router.history.location.search));
  const [wanted, setWanted] = useState<'link' | 'click' | null>(linked === null ? null : 'link');
  const plain = (
    <ListToolbar
      tools={
        <>
          <Button variant="default" size="xs" aria-haspopup="menu" onClick={() => setWanted('click')}>
            {t('views')}
          </Button>
          {columnsButton}
        </>
      }
      notices={<ColumnsProblem control={control} />}
    />
  );
  if (!wanted) return plain;
  return (
    <Suspense fallback={plain}>
      <ViewsToolbar list={list} linked={linked} control={control} columnsLoading={columnsLoading} columnsButton={columnsButton} openMenu={wanted === 'click'} />
    </Suspense>
  );
}
