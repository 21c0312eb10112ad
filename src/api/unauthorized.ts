type Listener = () => void;
let listener: Listener = () => {};

/** The session registers here; the client calls it on any 401 of a protected call. */
export function onUnauthorized(next: Listener): void {
  listener = next;
}

export function signalUnauthorized(): void {
  listener();
}
