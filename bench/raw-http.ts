import net from 'node:net';
import type { ScenarioRequest } from './load';

const HEADER_END = Buffer.from('\r\n\r\n');
const CONTENT_LENGTH = /\r\ncontent-length:\s*(\d+)/i;

/**
 * A bare HTTP/1.1 keep-alive connection: one request at a time, answers framed by
 * Content-Length (or none, as a 204). Node's http client costs about as much CPU per
 * request as the heartbeat route itself, which on a 2-core machine would measure the
 * client; this costs a few microseconds. Not a general client: no chunked answers.
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
    if (/\r\ntransfer-encoding:/i.test(head)) {
      this.socket?.destroy(new Error('chunked answers are not supported'));
      return;
    }
    const length = Number(CONTENT_LENGTH.exec(head)?.[1] ?? 0);
    const bodyStart = end + HEADER_END.length;
    if (this.buffered.length < bodyStart + length) return;
    const status = Number(head.slice(9, 12));
    const body = this.buffered.subarray(bodyStart, bodyStart + length);
    this.buffered = this.buffered.subarray(bodyStart + length);
    const waiting = this.pending;
    this.pending = null;
    waiting.resolve({ status, body });
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
