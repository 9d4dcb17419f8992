import { describe, test, before as beforeAll, after as afterAll } from 'node:test';
import { expect } from 'expect';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { DEFAULT_SKILLS, ResumeParseError, createParserPool, type ParserPool } from '../index.js';
import { workerExecArgv } from '../pool.js';
import { encryptedPdf } from './helpers.js';

const file = (f: string) => readFileSync(path.join(__dirname, '../../../corpus/files', f));

describe('worker pool (piscina)', () => {
  let pool: ParserPool;
  beforeAll(() => {
    pool = createParserPool({ maxThreads: 2, timeoutMs: 25_000 });
  });
  afterAll(() => pool.close());

  test('parses in a worker thread and returns the photo as a Buffer', async () => {
    const out = await pool.parse(file('001-classic-in.pdf'), {
      fileName: 'a.pdf',
      skills: DEFAULT_SKILLS,
      now: new Date('2025-06-01'),
    });
    expect(out.data.username).not.toBe('');
    expect(out.data.exp_details.length).toBeGreaterThan(0);
    expect(Buffer.isBuffer(out.photo?.bytes)).toBe(true);
    expect(out.text.length).toBeGreaterThan(200);
  });

  test('extracts text only', async () => {
    const text = await pool.extractText(file('021-classic-in.docx'), 'b.docx');
    expect(text).toMatch(/@/);
  });

  test('typed errors cross the thread boundary', async () => {
    const e = await pool.parse(encryptedPdf(), { fileName: 'c.pdf', skills: [] }).catch((x) => x);
    expect(e).toBeInstanceOf(ResumeParseError);
    expect(e.code).toBe('encrypted');
  });

  test('a file over the time limit is aborted with a clear error', async () => {
    const slow = createParserPool({ maxThreads: 1, timeoutMs: 1 });
    try {
      const e = await slow
        .parse(file('001-classic-in.pdf'), { fileName: 'd.pdf', skills: [] })
        .catch((x) => x);
      expect(e).toBeInstanceOf(ResumeParseError);
      expect(e.code).toBe('timeout');
      expect(e.message).toMatch(/took too long/);
    } finally {
      await slow.close();
    }
  });
});

describe('the flags a parser thread gets', () => {
  test('keep loaders, conditions and source maps, in both spellings, and drop process-wide, V8 and debugger flags', () => {
    // what Node 24's test runner passes to a test file (abridged), with tsx's loader and a debugger
    const argv = [
      '--test-concurrency=0', '--stack-trace-limit=10', '--v8-pool-size=4', '--secure-heap=0', '--node-snapshot',
      '--import', 'tsx', '--require=./setup.cjs', '-C', 'development', '--enable-source-maps', '--inspect=9229',
      '--max-old-space-size=200',
    ];
    expect(workerExecArgv(argv)).toEqual(['--import', 'tsx', '--require=./setup.cjs', '-C', 'development', '--enable-source-maps']);
    expect(workerExecArgv([])).toEqual([]);
  });
});
