/**
 * The browser's ways of moving between pages, in one replaceable object: the router takes
 * over `go` at start-up, and tests stand in for full page loads (jsdom cannot do them).
 */
export const navigation = {
  go: (to: string): void => window.location.assign(to),
  /** A full page load: used where the spec asks for a reload. */
  reloadTo: (to: string): void => window.location.assign(to),
  reload: (): void => window.location.reload(),
};

export function registerNavigate(next: (to: string) => void): void {
  navigation.go = next;
}

export const go = (to: string): void => navigation.go(to);
export const reloadTo = (to: string): void => navigation.reloadTo(to);
export const reloadPage = (): void => navigation.reload();
