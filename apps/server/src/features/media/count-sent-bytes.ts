import type { ServerResponse } from 'node:http';

type Chunk = string | Uint8Array;

function lengthOf(chunk: unknown, encoding: unknown): number {
  if (typeof chunk === 'string') {
    return Buffer.byteLength(chunk, typeof encoding === 'string' ? (encoding as BufferEncoding) : 'utf8');
  }
  return chunk instanceof Uint8Array ? chunk.byteLength : 0;
}

/**
 * Calls `done` once the response is over with the body bytes it handed to the connection: everything written,
 * less what was still waiting in the response's buffer when a viewer went away mid-file. Headers are not
 * counted, as nginx's `$body_bytes_sent` does not count them.
 */
export function countSentBytes(response: ServerResponse, done: (bytes: number) => void): void {
  let bytes = 0;
  // Some responses' end(data) goes through write(data): counted once, at end.
  let ending = false;
  const write = response.write;
  const end = response.end;
  response.write = function countedWrite(this: ServerResponse, chunk: Chunk, ...rest: unknown[]) {
    if (!ending) bytes += lengthOf(chunk, rest[0]);
    return (write as (...args: unknown[]) => boolean).call(this, chunk, ...rest);
  } as ServerResponse['write'];
  response.end = function countedEnd(this: ServerResponse, ...args: unknown[]) {
    if (args.length > 0 && typeof args[0] !== 'function') bytes += lengthOf(args[0], args[1]);
    ending = true;
    return (end as (...a: unknown[]) => ServerResponse).apply(this, args);
  } as ServerResponse['end'];
  let over = false;
  const settle = (unsent: number) => {
    if (over) return;
    over = true;
    done(Math.max(0, bytes - unsent));
  };
  // 'finish': all of it was handed to the connection; 'close' first: the viewer left with some still buffered.
  response.once('finish', () => settle(0));
  response.once('close', () => settle(response.writableFinished ? 0 : response.writableLength));
}
