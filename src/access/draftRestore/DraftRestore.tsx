import { lazy, Suspense, useState } from 'react';
import { userKey } from '@machines/access/sessionUser';
import { withRetries } from '../../platform/lazyPage';
import { draftsMaybeKept } from '../../platform/storage';
import { useSessionUser } from '../../session/SessionContext';

// The offer, its chart, the drafts' IndexedDB code and texts load only when this browser may keep a draft.
const DraftRestoreDialog = lazy(withRetries(() => import('./DraftRestoreDialog').then((m) => ({ default: m.DraftRestoreDialog }))));

/**
 * "Restore what you were typing?" (issue 29), mounted by the shell: once per signed-in user (a
 * sign-in again over the page as the same user keeps the page, and its forms, so asks nothing).
 */
export function DraftRestore() {
  const session = useSessionUser();
  if (!session) return null;
  const owner = userKey(session);
  return <DraftRestoreOnce key={owner} owner={owner} />;
}

function DraftRestoreOnce({ owner }: { owner: string }) {
  // Read once: drafts kept later in this page's life (a 401 over an open form) belong to the page still on screen.
  const [looking] = useState(draftsMaybeKept);
  if (!looking) return null;
  return (
    <Suspense fallback={null}>
      <DraftRestoreDialog owner={owner} />
    </Suspense>
  );
}
