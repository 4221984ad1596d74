import net from 'node:net';
import type { ScenarioRequest } from './load';

const HEADER_END = Buffer.from('\r\n\r\n');
const CONTENT_LENGTH = /\r\ncontent-length:\s*(\d+)/i;

/**
 * A bare HTTP/1.1 keep-alive connection: one request at a time, answers framed by
 * Content-Length (or none, as a 204). Node's http client costs about as much CPU per
 * request as the heartbeat route itself, which on a 2-core machine would measure the
 * client; this costs a few microseconds. Not a general client: Content-Length or chunked
 * framing only, no trailers; the body is kept as it came (still compressed).
 */
export class RawConnection {
  private socket: net.Socket | null = null;
  private pending: {
    resolve: (answer: { status: number; body: Buffer }) => void;
    reject: (error: Error) => void;
  } | null = null;
  private buffered: Buffer = Buffer.alloc(0);

  constructor(
    private readonly host: string,
    private readonly port: number,
  ) {}

  private connect(): net.Socket {
    const socket = net.connect({ host: this.host, port: this.port, noDelay: true });
    socket.on('data', (chunk: Buffer) => this.onData(chunk));
    const fail = (error: Error) => {
      this.socket = null;
      this.buffered = Buffer.alloc(0);
      const waiting = this.pending;
      this.pending = null;
      waiting?.reject(error);
    };
    socket.on('error', fail);
    socket.on('close', () => fail(new Error('connection closed')));
    this.socket = socket;
    return socket;
  }

  private onData(chunk: Buffer): void {
    this.buffered = this.buffered.length ? Buffer.concat([this.buffered, chunk]) : chunk;
    const end = this.buffered.indexOf(HEADER_END);
    if (end < 0 || !this.pending) return;
    const head = this.buffered.toString('latin1', 0, end);
    const bodyStart = end + HEADER_END.length;
    const framed = /\r\ntransfer-encoding:\s*chunked/i.test(head)
      ? chunkedBody(this.buffered, bodyStart)
      : contentLengthBody(this.buffered, bodyStart, Number(CONTENT_LENGTH.exec(head)?.[1] ?? 0));
    if (!framed) return;
    const status = Number(head.slice(9, 12));
    this.buffered = this.buffered.subarray(framed.next);
    const waiting = this.pending;
    this.pending = null;
    waiting.resolve({ status, body: framed.body });
  }

  request(request: ScenarioRequest): Promise<{ status: number; body: Buffer }> {
    const socket = this.socket ?? this.connect();
    const body = request.body ?? '';
    let head = `${request.method} ${request.path} HTTP/1.1\r\nhost: ${this.host}:${this.port}\r\n`;
    for (const name in request.headers) head += `${name}: ${request.headers[name]}\r\n`;
    head += `content-length: ${Buffer.byteLength(body)}\r\n\r\n`;
    return new Promise((resolve, reject) => {
      this.pending = { resolve, reject };
      socket.write(head + body);
    });
  }

  close(): void {
    this.socket?.destroy();
    this.socket = null;
  }
}

type Framed = { body: Buffer; next: number } | null;

function contentLengthBody(buffer: Buffer, start: number, length: number): Framed {
  if (buffer.length < start + length) return null;
  return { body: buffer.subarray(start, start + length), next: start + length };
}

/** A whole chunked body (streamed pages), or null while its last chunk has not arrived. */
function chunkedBody(buffer: Buffer, start: number): Framed {
  const parts: Buffer[] = [];
  let at = start;
  for (;;) {
    const lineEnd = buffer.indexOf('\r\n', at, 'latin1');
    if (lineEnd < 0) return null;
    const size = Number.parseInt(buffer.toString('latin1', at, lineEnd), 16);
    const dataStart = lineEnd + 2;
    if (buffer.length < dataStart + size + 2) return null;
    if (size === 0) return { body: Buffer.concat(parts), next: dataStart + 2 };
    parts.push(buffer.subarray(dataStart, dataStart + size));
    at = dataStart + size + 2;
  }
}
