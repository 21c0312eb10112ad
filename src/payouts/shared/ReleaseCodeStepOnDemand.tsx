import { Group, Loader } from '@mantine/core';
import { lazy, Suspense, type ComponentProps } from 'react';
import { i18next } from '../../i18n';
import { withRetries } from '../../platform/lazyPage';

// The code step (six boxes, its texts) loads when an approval first asks a code, not with the
// list or the detail: most approvals never do.
const ReleaseCodeStep = lazy(
  withRetries(() =>
    Promise.all([import('./ReleaseCodeStep'), i18next.loadNamespaces('releaseStepUp')]).then(([m]) => ({ default: m.ReleaseCodeStep })),
  ),
);

/** The approval dialogs' code step; what is approved shows while its code loads. */
export function ReleaseCodeStepOnDemand(props: ComponentProps<typeof ReleaseCodeStep>) {
  return (
    <Suspense
      fallback={
        <>
          {props.children}
          <Group justify="center" mt="md">
            <Loader size="sm" />
          </Group>
        </>
      }
    >
      <ReleaseCodeStep {...props} />
    </Suspense>
  );
}
