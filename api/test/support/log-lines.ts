// The app's log read back by a test: a stream for the logger option that keeps each line written to it.
import { Writable } from 'node:stream';

/** `stream` for buildTestApp's logger option; `lines` holds every non-blank line the app has logged so far. */
export function logLines(): { lines: string[]; stream: Writable } {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _enc, done) {
      for (const l of chunk.toString('utf8').split('\n')) if (l.trim()) lines.push(l);
      done();
    },
  });
  return { lines, stream };
}
