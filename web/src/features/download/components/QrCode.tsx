/**
 * A QR code drawn from its module matrix (true = dark) as one SVG path, with the quiet zone the standard
 * asks for, so it scans from a screen. Presentational: the matrix is computed by the container.
 */
export interface QrCodeProps {
  matrix: readonly (readonly boolean[])[];
  label: string;
  /** CSS size of the square. */
  size?: number;
}

const QUIET_ZONE = 4;

export function qrPath(matrix: QrCodeProps['matrix']): string {
  let d = '';
  matrix.forEach((row, y) => {
    row.forEach((dark, x) => {
      if (dark) d += `M${x + QUIET_ZONE} ${y + QUIET_ZONE}h1v1h-1z`;
    });
  });
  return d;
}

export function QrCode({ matrix, label, size = 200 }: QrCodeProps) {
  const extent = matrix.length + QUIET_ZONE * 2;
  return (
    <svg
      className="wp-dl-qr__code"
      role="img"
      aria-label={label}
      viewBox={`0 0 ${extent} ${extent}`}
      width={size}
      height={size}
      shapeRendering="crispEdges"
    >
      <rect width={extent} height={extent} fill="#fff" />
      <path d={qrPath(matrix)} fill="#1f2329" />
    </svg>
  );
}
