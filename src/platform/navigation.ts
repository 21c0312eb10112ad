import { platform } from './store';

/**
 * The browser's ways of moving between pages, in one replaceable slice of the platform store:
 * the router takes over `go` at start-up, and tests stand in for full page loads (jsdom cannot
 * do them).
 */
export const navigation = platform.navigation;

export function registerNavigate(next: (to: string) => void): void {
  navigation.go = next;
}

export const go = (to: string): void => navigation.go(to);
export const reloadPage = (): void => navigation.reload();
