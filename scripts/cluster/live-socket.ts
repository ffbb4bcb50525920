// A minimal WebSocket client on node:net for the harness (Node 20 has no global WebSocket and the harness adds no
// dependency): the opening handshake, then the server's unmasked text frames, one callback per message.
import { randomBytes } from 'node:crypto';
import { connect } from 'node:net';
import type { Socket } from 'node:net';

/** Opens `ws://127.0.0.1:port/path`; resolves once the server accepted the upgrade (101). */
export function openLiveSocket(
  port: number,
  path: string,
  onMessage: (text: string) => void,
  onClose: () => void,
): Promise<{ close: () => void }> {
  return new Promise((resolve, reject) => {
    const socket: Socket = connect({ host: '127.0.0.1', port, noDelay: true });
    let buffered: Buffer = Buffer.alloc(0);
    let isOpen = false;
    let isClosed = false;
    const close = () => {
      if (!isClosed) {
        isClosed = true;
        socket.destroy();
        onClose();
      }
    };
    socket.once('connect', () => {
      socket.write(
        `GET ${path} HTTP/1.1\r\nhost: 127.0.0.1:${port}\r\nupgrade: websocket\r\nconnection: Upgrade\r\n` +
          `sec-websocket-key: ${randomBytes(16).toString('base64')}\r\nsec-websocket-version: 13\r\n\r\n`,
      );
    });
    socket.on('data', (chunk: Buffer) => {
      buffered = buffered.length === 0 ? chunk : Buffer.concat([buffered, chunk]);
      if (!isOpen) {
        const end = buffered.indexOf('\r\n\r\n');
        if (end < 0) {
          return;
        }
        const head = buffered.toString('latin1', 0, end);
        if (!head.startsWith('HTTP/1.1 101')) {
          socket.destroy();
          reject(new Error(`upgrade refused: ${head.split('\r\n')[0] ?? ''}`));
          return;
        }
        isOpen = true;
        buffered = buffered.subarray(end + 4);
        resolve({ close });
      }
      buffered = readFrames(buffered, onMessage, close);
    });
    socket.on('error', (error) => {
      if (!isOpen) {
        reject(error);
      }
      close();
    });
    socket.on('close', close);
  });
}

/** Reads every whole frame in `buffer`; answers the rest. Text frames go to `onMessage`; a close frame closes. */
function readFrames(buffer: Buffer, onMessage: (text: string) => void, close: () => void): Buffer {
  let rest: Buffer = buffer;
  for (;;) {
    if (rest.length < 2) {
      return rest;
    }
    const opcode = (rest[0] ?? 0) & 0x0f;
    let length = (rest[1] ?? 0) & 0x7f;
    let offset = 2;
    if (length === 126) {
      if (rest.length < 4) {
        return rest;
      }
      length = rest.readUInt16BE(2);
      offset = 4;
    } else if (length === 127) {
      if (rest.length < 10) {
        return rest;
      }
      length = Number(rest.readBigUInt64BE(2));
      offset = 10;
    }
    if (rest.length < offset + length) {
      return rest;
    }
    const payload = rest.subarray(offset, offset + length);
    rest = rest.subarray(offset + length);
    if (opcode === 0x1) {
      onMessage(payload.toString('utf8'));
    } else if (opcode === 0x8) {
      close();
      return Buffer.alloc(0);
    }
  }
}
