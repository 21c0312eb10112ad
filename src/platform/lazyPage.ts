import { createActor, fromPromise } from 'xstate';
import { lazyPageMachine } from '@machines/shell/lazyPage';
import { reloadPage } from './navigation';
import { inspected } from './inspect';

/**
 * Wraps a page's dynamic import in the lazy-page chart: it resolves when the code loads,
 * and never rejects; after the last retry the chart reloads the page instead.
 */
export function withRetries<T>(importer: () => Promise<T>, reload: () => void = reloadPage): () => Promise<T> {
  return () =>
    new Promise<T>((resolve) => {
      const actor = createActor(
        lazyPageMachine.provide({
          actors: { loadModule: fromPromise<unknown, void>(() => importer()) },
          actions: { reloadPage: reload },
        }),
        inspected(),
      );
      actor.subscribe({
        complete: () => {
          const snapshot = actor.getSnapshot();
          if (snapshot.value === 'loaded') resolve(snapshot.output!.module as T);
        },
      });
      actor.start();
    });
}
