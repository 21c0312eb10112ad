import { useMemo } from 'react';
import { encode } from 'uqr';

/** One square path per dark module, in module units. */
function modulesPath(data: readonly (readonly boolean[])[]): string {
  let path = '';
  data.forEach((row, y) =>
    row.forEach((dark, x) => {
      if (dark) path += `M${x},${y}h1v1h-1z`;
    }),
  );
  return path;
}

/**
 * The otpauth address as a QR code: dark modules on white with a quiet border of four modules,
 * whatever the colour scheme, so every camera reads it. Its own chunk (uqr comes with it),
 * loaded only when a setup shows it.
 */
export function SecondFactorQr({ value, label, size }: { value: string; label: string; size: number }) {
  const qr = useMemo(() => encode(value, { border: 4, ecc: 'M' }), [value]);
  return (
    <svg role="img" aria-label={label} viewBox={`0 0 ${qr.size} ${qr.size}`} width={size} height={size} shapeRendering="crispEdges">
      <rect width={qr.size} height={qr.size} fill="#ffffff" />
      <path d={modulesPath(qr.data)} fill="#000000" />
    </svg>
  );
}
