import { platform } from '../platform/store';

/** The session registers here (the platform store holds it); the client calls it on any 401 of a protected call. */
export function onUnauthorized(next: () => void): void {
  platform.unauthorized.listener = next;
}

export function signalUnauthorized(): void {
  platform.unauthorized.listener();
}
