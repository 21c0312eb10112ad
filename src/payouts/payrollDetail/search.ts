/** Case- and accent-insensitive: 'jose' finds 'José', 'PEREZ' finds 'Pérez'. */
export const normalizeText = (text: string): string =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .trim();
