import yauzl from 'yauzl';
import { ResumeParseError } from '../errors.js';
import type { ParseLimits } from '../types.js';

function open(bytes: Buffer): Promise<yauzl.ZipFile> {
  return new Promise((resolve, reject) => {
    yauzl.fromBuffer(bytes, { lazyEntries: true, validateEntrySizes: true, strictFileNames: false }, (err, zip) => {
      if (err || !zip) reject(new ResumeParseError('corrupt', undefined, String(err?.message ?? 'no zip')));
      else resolve(zip);
    });
  });
}

/**
 * Checks a zip against the bomb limits BEFORE anything else reads it: the entry count and the declared sizes
 * from the central directory first, then every entry is inflated (streamed, not kept) while the real bytes are
 * counted, so a lying header cannot slip through. Returns the entries `keep` asks for.
 */
export async function readZipSafely(bytes: Buffer, limits: ParseLimits, keep: (name: string) => boolean): Promise<Map<string, Buffer>> {
  const zip = await open(bytes);
  if (zip.entryCount > limits.maxZipEntries) {
    zip.close();
    throw new ResumeParseError('zip_bomb', undefined, `${zip.entryCount} entries`);
  }
  const kept = new Map<string, Buffer>();
  let declared = 0;
  let actual = 0;
  return new Promise((resolve, reject) => {
    let done = false;
    const fail = (e: ResumeParseError) => {
      if (done) return;
      done = true;
      zip.close();
      reject(e);
    };
    zip.on('error', (err: Error) => fail(new ResumeParseError('corrupt', undefined, err.message)));
    zip.on('end', () => {
      if (done) return;
      done = true;
      resolve(kept);
    });
    zip.on('entry', (entry: yauzl.Entry) => {
      if (done) return;
      if (/\/$/.test(entry.fileName)) return zip.readEntry();
      if (entry.isEncrypted()) return fail(new ResumeParseError('encrypted'));
      declared += entry.uncompressedSize;
      if (declared > limits.maxZipUncompressed) return fail(new ResumeParseError('zip_bomb', undefined, 'declared size'));
      if (entry.uncompressedSize > 1024 * 1024 && entry.uncompressedSize / Math.max(1, entry.compressedSize) > limits.maxZipRatio) {
        return fail(new ResumeParseError('zip_bomb', undefined, `ratio of ${entry.fileName}`));
      }
      zip.openReadStream(entry, (err, stream) => {
        if (err || !stream) return fail(new ResumeParseError('corrupt', undefined, String(err?.message)));
        const want = keep(entry.fileName);
        const chunks: Buffer[] = [];
        stream.on('data', (c: Buffer) => {
          actual += c.length;
          if (actual > limits.maxZipUncompressed) {
            stream.destroy();
            fail(new ResumeParseError('zip_bomb', undefined, 'inflated size'));
            return;
          }
          if (want) chunks.push(c);
        });
        stream.on('error', (e: Error) => {
          const bomb = /too many bytes|exceed/i.test(e.message);
          fail(new ResumeParseError(bomb ? 'zip_bomb' : 'corrupt', undefined, e.message));
        });
        stream.on('end', () => {
          if (done) return;
          if (want) kept.set(entry.fileName, Buffer.concat(chunks));
          zip.readEntry();
        });
      });
    });
    zip.readEntry();
  });
}
