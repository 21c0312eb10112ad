type Navigate = (to: string) => void;

let navigate: Navigate = (to) => window.location.assign(to);

/** The router registers itself here so machines' navigation actions stay client-side. */
export function registerNavigate(next: Navigate): void {
  navigate = next;
}

export const go = (to: string): void => navigate(to);

/** A full page load: used where the spec asks for a reload. */
export const reloadTo = (to: string): void => window.location.assign(to);

export const reloadPage = (): void => window.location.reload();
