import { Transform } from 'node:stream';

/**
 * The page's bytes as React writes them, sent on at the end of each event-loop turn: React
 * writes in 4 KB pieces, and each piece sent alone costs a compression flush (Z_SYNC_FLUSH,
 * app.ts), a web-stream chunk and a socket write, ~3 ms of CPU for a 100 KB page
 * (docs/decisions/0032-render-cost.md). What React writes in one go (the shell, a finished
 * Suspense boundary) now leaves as one piece, as soon as it is written: still streamed.
 * `rewrite` changes each piece on the way (held-scripts.ts).
 */
export function coalescedWrites(onEnd: () => void, rewrite?: (html: string) => string): Transform {
  let pending: Buffer[] = [];
  let scheduled = false;
  const sendPending = () => {
    scheduled = false;
    if (pending.length === 0) return;
    const piece = pending.length === 1 ? pending[0]! : Buffer.concat(pending);
    pending = [];
    // latin1 both ways keeps every byte as it was; the rewrites touch ASCII tags only.
    stream.push(rewrite ? Buffer.from(rewrite(piece.toString('latin1')), 'latin1') : piece);
  };
  const stream = new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      pending.push(chunk);
      if (!scheduled) {
        scheduled = true;
        setImmediate(sendPending);
      }
      callback();
    },
    flush(callback) {
      sendPending();
      onEnd();
      callback();
    },
  });
  return stream;
}
