/** A promise the test settles by hand, to hold a machine in a state that waits on a call. */
export function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

export const flush = () => new Promise((resolve) => setTimeout(resolve, 0));
