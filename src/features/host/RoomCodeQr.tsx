import qrcode from 'qrcode-generator';
import { useMemo } from 'react';

/** Light modules around the code, as the QR standard asks, so that phones find its edges. */
const QUIET_ZONE = 4;

/** The dark modules of a QR code of `text`, as one SVG path on a grid of one unit per module. */
export function qrCodePath(text: string): { size: number; path: string } {
  // Error correction M (15 %): a projected code survives a glare or a head in front of it.
  const code = qrcode(0, 'M');
  code.addData(text, 'Byte');
  code.make();
  const size = code.getModuleCount();
  let path = '';
  for (let row = 0; row < size; row += 1) {
    for (let column = 0; column < size; column += 1) {
      if (code.isDark(row, column)) path += `M${column + QUIET_ZONE} ${row + QUIET_ZONE}h1v1h-1z`;
    }
  }
  return { size: size + 2 * QUIET_ZONE, path };
}

/** A QR code that opens `url` (the join page with the room code filled in), as a link to it too. */
export function RoomCodeQr({ url, label }: { url: string; label: string }) {
  const { size, path } = useMemo(() => qrCodePath(url), [url]);
  return (
    <a className="host-qr" href={url} target="_blank" rel="noreferrer" aria-label={label}>
      <svg viewBox={`0 0 ${size} ${size}`} shapeRendering="crispEdges" aria-hidden="true" focusable="false">
        <rect width={size} height={size} fill="#ffffff" />
        <path d={path} fill="#10121c" />
      </svg>
    </a>
  );
}
