/** A size as people read it in their language: '830 B', '12.4 kB', '8.9 MB' (decimal units, as browsers show downloads). */
export function formatBytes(bytes: number, language: string): string {
  if (bytes < 1_000) return `${new Intl.NumberFormat(language).format(bytes)} B`;
  const [unit, value] = bytes >= 1_000_000 ? (['megabyte', bytes / 1_000_000] as const) : (['kilobyte', bytes / 1_000] as const);
  return new Intl.NumberFormat(language, { style: 'unit', unit, unitDisplay: 'short', maximumFractionDigits: 1 }).format(value);
}
