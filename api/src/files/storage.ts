import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { Readable } from 'node:stream';

/** Where uploaded bytes live. Rows describing them are in the `files` table. */
export interface Storage {
  /** Writes a stream under a new key; rejects (and leaves nothing behind) when it exceeds maxBytes. */
  put(stream: Readable, maxBytes: number): Promise<{ key: string; size: number; sha256: string; head: Buffer }>;
  read(key: string): Readable;
  readAll(key: string): Promise<Buffer>;
  /** At most `length` bytes from `start` (fewer at the end of the file). */
  readRange(key: string, start: number, length: number): Promise<Buffer>;
  remove(key: string): Promise<void>;
}

export class FileTooLargeError extends Error {
  constructor() {
    super('The file is too large.');
  }
}

/** A local directory; keys are random, so no user input ever becomes a path. */
export class LocalStorage implements Storage {
  constructor(private readonly dir: string) {
    fs.mkdirSync(path.join(dir, 'tmp'), { recursive: true, mode: 0o700 });
  }

  private pathOf(key: string): string {
    if (!/^[a-f0-9]{2}\/[a-f0-9]{40}$/.test(key)) throw new Error('invalid storage key');
    return path.join(this.dir, key);
  }

  async put(stream: Readable, maxBytes: number) {
    const name = crypto.randomBytes(20).toString('hex');
    const key = `${name.slice(0, 2)}/${name}`;
    const tmp = path.join(this.dir, 'tmp', name);
    const hash = crypto.createHash('sha256');
    let size = 0;
    const chunks: Buffer[] = [];
    let headLen = 0;
    // The file is created before any byte flows: a write stream opened lazily could create it after a failed
    // upload's clean-up below, leaving it behind.
    const fh = await fs.promises.open(tmp, 'wx', 0o600);
    try {
      await pipeline(
        stream,
        async function* (source: AsyncIterable<Buffer>) {
          for await (const chunk of source) {
            size += chunk.length;
            if (size > maxBytes) throw new FileTooLargeError();
            hash.update(chunk);
            if (headLen < 4100) {
              chunks.push(chunk);
              headLen += chunk.length;
            }
            yield chunk;
          }
        },
        fh.createWriteStream(),
      );
      // @fastify/multipart marks a truncated file instead of throwing.
      if ((stream as Readable & { truncated?: boolean }).truncated) throw new FileTooLargeError();
      fs.mkdirSync(path.dirname(this.pathOf(key)), { recursive: true, mode: 0o700 });
      fs.renameSync(tmp, this.pathOf(key));
    } catch (e) {
      await fh.close().catch(() => undefined);
      fs.rmSync(tmp, { force: true });
      throw e;
    }
    return { key, size, sha256: hash.digest('hex'), head: Buffer.concat(chunks).subarray(0, 4100) };
  }

  read(key: string): Readable {
    return fs.createReadStream(this.pathOf(key));
  }

  async readAll(key: string): Promise<Buffer> {
    return fs.promises.readFile(this.pathOf(key));
  }

  async readRange(key: string, start: number, length: number): Promise<Buffer> {
    const fh = await fs.promises.open(this.pathOf(key), 'r');
    try {
      const buf = Buffer.alloc(Math.max(0, length));
      const { bytesRead } = await fh.read(buf, 0, buf.length, start);
      return buf.subarray(0, bytesRead);
    } finally {
      await fh.close();
    }
  }

  async remove(key: string): Promise<void> {
    await fs.promises.rm(this.pathOf(key), { force: true });
  }
}
