// A lean HTTP/1.1 client for load generators: one keep-alive TCP connection, one request at a time, the request
// written by hand and the answer parsed by its Content-Length. node:http's client costs about as much CPU per
// call as the server's work on the other end, on the same two cores; this costs a fraction of it, so a benchmark
// measures the server instead of its own client.
import { connect } from 'node:net';
import type { Socket } from 'node:net';

const HEADER_END = Buffer.from('\r\n\r\n');
const CONTENT_LENGTH = /\r\ncontent-length:\s*(\d+)/i;

interface Pending {
  resolve: (body: string) => void;
  reject: (error: Error) => void;
}

/** One keep-alive connection to `127.0.0.1:port`. Requests are sent one after the other, never pipelined. */
export class KeepAliveConnection {
  private readonly socket: Socket;
  private buffered: Buffer = Buffer.alloc(0);
  private pending: Pending | undefined;
  private readonly ready: Promise<void>;

  constructor(port: number) {
    this.socket = connect({ host: '127.0.0.1', port, noDelay: true });
    this.ready = new Promise((resolve, reject) => {
      this.socket.once('connect', () => resolve());
      this.socket.once('error', reject);
    });
    this.socket.on('data', (chunk: Buffer) => this.receive(chunk));
    this.socket.on('error', (error) => this.fail(error));
    this.socket.on('close', () => this.fail(new Error('connection closed')));
  }

  /** POSTs a JSON body with extra headers; answers the response body (status 200 and 500 alike). */
  async post(path: string, body: string, headers: Record<string, string>): Promise<string> {
    await this.ready;
    if (this.pending !== undefined) {
      throw new Error('keep-alive connection: one request at a time');
    }
    let head = `POST ${path} HTTP/1.1\r\nhost: 127.0.0.1\r\ncontent-type: application/json\r\n`;
    for (const [name, value] of Object.entries(headers)) {
      head += `${name}: ${value}\r\n`;
    }
    head += `content-length: ${Buffer.byteLength(body)}\r\n\r\n`;
    return new Promise<string>((resolve, reject) => {
      this.pending = { resolve, reject };
      this.socket.write(head + body);
    });
  }

  close(): void {
    this.socket.destroy();
  }

  private receive(chunk: Buffer): void {
    this.buffered = this.buffered.length === 0 ? chunk : Buffer.concat([this.buffered, chunk]);
    const headerEnd = this.buffered.indexOf(HEADER_END);
    if (headerEnd < 0) {
      return;
    }
    const head = this.buffered.toString('latin1', 0, headerEnd);
    const length = Number(CONTENT_LENGTH.exec(head)?.[1] ?? Number.NaN);
    if (!Number.isFinite(length)) {
      this.fail(new Error(`keep-alive connection: no content-length in ${head.slice(0, 80)}`));
      return;
    }
    const bodyStart = headerEnd + HEADER_END.length;
    if (this.buffered.length < bodyStart + length) {
      return;
    }
    const body = this.buffered.toString('utf8', bodyStart, bodyStart + length);
    this.buffered = this.buffered.subarray(bodyStart + length);
    const pending = this.pending;
    this.pending = undefined;
    pending?.resolve(body);
  }

  private fail(error: Error): void {
    const pending = this.pending;
    this.pending = undefined;
    pending?.reject(error);
  }
}
