import type { QrDrawing } from '~/features/staff/qr';
import './qr-code.css';

/** A QR code drawn from its modules (made on the server), dark on light as scanners expect. */
export function QrCode({ drawing, label }: { drawing: QrDrawing; label: string }) {
  return (
    <svg
      className="studio-qr"
      viewBox={`0 0 ${drawing.size} ${drawing.size}`}
      role="img"
      aria-label={label}
      shapeRendering="crispEdges"
    >
      <rect width={drawing.size} height={drawing.size} fill="#fff" />
      <path d={drawing.path} fill="#000" />
    </svg>
  );
}
