import { encode } from 'uqr';

/** A QR code as one SVG path (a square per dark module), for the page to draw. */
export type QrDrawing = { size: number; path: string };

/** The QR code of a text with a quiet zone of four modules, as scanners expect. */
export function qrDrawing(text: string): QrDrawing {
  const qr = encode(text, { ecc: 'M', border: 4 });
  const squares: string[] = [];
  qr.data.forEach((row, y) => {
    row.forEach((dark, x) => {
      if (dark) squares.push(`M${x} ${y}h1v1h-1z`);
    });
  });
  return { size: qr.size, path: squares.join('') };
}
