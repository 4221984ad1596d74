import { describe, expect, it } from 'vitest';
import { coalescedWrites } from './coalesced-writes';

const turn = () => new Promise((resolve) => setImmediate(resolve));

describe('coalescedWrites', () => {
  it('sends what is written in one turn as one piece, at the end of that turn, and the rest later', async () => {
    let ended = false;
    const stream = coalescedWrites(() => {
      ended = true;
    });
    const pieces: string[] = [];
    stream.on('data', (piece: Buffer) => pieces.push(piece.toString()));
    stream.write(new TextEncoder().encode('<html>'));
    stream.write('<body>');
    stream.write(new TextEncoder().encode('shell'));
    expect(pieces).toEqual([]);
    await turn();
    // The shell left before the rest of the page was written: the page still streams.
    expect(pieces).toEqual(['<html><body>shell']);
    stream.write('boundary');
    stream.end('</html>');
    await new Promise((resolve) => stream.on('end', resolve));
    expect(pieces).toEqual(['<html><body>shell', 'boundary</html>']);
    expect(ended).toBe(true);
  });
});
