import { describe, test } from 'node:test';
import { expect } from 'expect';
import { PDFDocument } from 'pdf-lib';
import { ResumeParseError, extractText, parseResume } from '../index.js';
import { encryptedDoc, encryptedDocx, encryptedPdf, minimalDocx, zip } from './helpers.js';

const opts = { fileName: 'resume', skills: [] };

async function code(p: Promise<unknown>): Promise<string> {
  try {
    await p;
    return 'no error';
  } catch (e) {
    expect(e).toBeInstanceOf(ResumeParseError);
    expect((e as ResumeParseError).message.length).toBeGreaterThan(20);
    return (e as ResumeParseError).code;
  }
}

async function pdfWithPages(n: number): Promise<Buffer> {
  const doc = await PDFDocument.create();
  for (let i = 0; i < n; i++) doc.addPage([200, 200]);
  return Buffer.from(await doc.save());
}

describe('typed errors', () => {
  test('a corrupt PDF', async () => {
    expect(
      await code(
        parseResume(
          Buffer.from('%PDF-1.7\n1 0 obj << /Type /Catalog >>\ngarbage without xref'),
          opts,
        ),
      ),
    ).toBe('corrupt');
    const good = await pdfWithPages(1);
    expect(await code(parseResume(good.subarray(0, 40), opts))).toBe('corrupt');
  });

  test('an encrypted PDF asks for the password to be removed', async () => {
    const e = await parseResume(encryptedPdf(), opts).catch((x) => x);
    expect(e).toBeInstanceOf(ResumeParseError);
    expect(e.code).toBe('encrypted');
    expect(e.message).toBe(
      'The file is password-protected; remove the password and upload it again.',
    );
  });

  test('encrypted Word files (DOCX in an OLE envelope, DOC with fEncrypted)', async () => {
    expect(await code(parseResume(encryptedDocx(), opts))).toBe('encrypted');
    expect(await code(parseResume(encryptedDoc(), opts))).toBe('encrypted');
  });

  test('a DOCX zip bomb: too many entries', async () => {
    const many = Array.from({ length: 2100 }, (_, i) => ({
      name: `word/media/x${i}.bin`,
      data: Buffer.from('x'),
    }));
    expect(await code(parseResume(minimalDocx(['hello'], many), opts))).toBe('zip_bomb');
  });

  test('a DOCX zip bomb: a highly compressed huge entry', async () => {
    const bomb = minimalDocx(
      ['hello'],
      [{ name: 'word/media/big.bin', data: Buffer.alloc(40 * 1024 * 1024) }],
    );
    expect(bomb.length).toBeLessThan(200 * 1024);
    expect(await code(parseResume(bomb, opts))).toBe('zip_bomb');
  });

  test('a DOCX zip bomb: total uncompressed size over the limit', async () => {
    const parts = Array.from({ length: 6 }, (_, i) => ({
      name: `word/media/p${i}.bin`,
      data: Buffer.alloc(1024 * 1024, i),
    }));
    expect(
      await code(
        parseResume(minimalDocx(['hello'], parts), {
          ...opts,
          limits: { maxZipUncompressed: 4 * 1024 * 1024 },
        }),
      ),
    ).toBe('zip_bomb');
  });

  test('a DOCX zip bomb: entry sizes that lie are caught while inflating, before mammoth reads it', async () => {
    const liar = minimalDocx(
      ['hello'],
      [{ name: 'word/document2.xml', data: Buffer.alloc(3 * 1024 * 1024, 0x41), declare: 100 }],
    );
    expect(await code(parseResume(liar, opts))).toBe('zip_bomb');
  });

  test('oversize files and too many pages', async () => {
    expect(await code(parseResume(Buffer.alloc(11 * 1024 * 1024, 0x20), opts))).toBe('too_large');
    expect(
      await code(parseResume(await pdfWithPages(5), { ...opts, limits: { maxPages: 3 } })),
    ).toBe('too_many_pages');
    expect(await code(parseResume(await pdfWithPages(31), opts))).toBe('too_many_pages');
  });

  test('unsupported and empty files', async () => {
    expect(
      await code(
        parseResume(
          Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0]),
          opts,
        ),
      ),
    ).toBe('unsupported_type');
    expect(await code(parseResume(zip([{ name: 'a.txt', data: Buffer.from('hi') }]), opts))).toBe(
      'unsupported_type',
    );
    expect(await code(parseResume(Buffer.alloc(0), opts))).toBe('corrupt');
    expect(await code(parseResume(Buffer.from('PK\x03\x04 not really a zip word/'), opts))).toBe(
      'corrupt',
    );
    expect(await code(extractText(Buffer.from('just some words'), 'a.txt'))).toBe(
      'unsupported_type',
    );
  });

  test('a valid minimal DOCX still parses after the checks', async () => {
    const out = await parseResume(
      minimalDocx(['Rahul Sharma', 'rahul.sharma@gmail.com', '+91 98765 43210']),
      opts,
    );
    expect(out.data.username).toBe('Rahul Sharma');
    expect(out.data.primary_mobile).toBe('9876543210');
  });
});
