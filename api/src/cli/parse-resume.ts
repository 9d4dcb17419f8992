/**
 * Parses resumes and prints one JSON object per file (JSON Lines): `file` plus the resume_parse fields.
 *   npm run -s parse-resume -- FILE...            (from the repository root)
 * Options: --now YYYY-MM-DD (the date a resume without its own date is read at), --text (add the extracted text).
 * A file that cannot be parsed prints {file, error: {code, message}}; the exit code is 1 when any file failed.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { DEFAULT_SKILLS } from '../parser/default-skills.js';
import { ResumeParseError, parseResume } from '../parser/index.js';

async function main(argv: string[]): Promise<number> {
  const files: string[] = [];
  let now: Date | undefined;
  let withText = false;
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i];
    if (a === '--now') now = new Date(argv[++i]);
    else if (a === '--text') withText = true;
    else if (a === '--help' || a === '-h') {
      process.stdout.write('usage: parse-resume [--now YYYY-MM-DD] [--text] FILE...\n');
      return 0;
    } else files.push(a);
  }
  if (!files.length) {
    process.stderr.write('usage: parse-resume [--now YYYY-MM-DD] [--text] FILE...\n');
    return 2;
  }
  // npm runs the script in api/: resolve relative paths against the directory the command was typed in.
  const base = process.env.INIT_CWD ?? process.cwd();
  let failed = 0;
  for (const f of files) {
    const abs = path.resolve(base, f);
    try {
      const bytes = await readFile(abs);
      const out = await parseResume(bytes, { fileName: path.basename(abs), skills: DEFAULT_SKILLS, now });
      const photo = out.photo ? { mime: out.photo.mime, width: out.photo.width, height: out.photo.height, scaledDown: out.photo.scaledDown, bytes: out.photo.bytes.length } : null;
      process.stdout.write(JSON.stringify({ file: f, ...out.data, confidence: out.confidence, photo, ...(withText ? { text: out.text } : {}) }) + '\n');
    } catch (e) {
      failed++;
      const error = e instanceof ResumeParseError ? { code: e.code, message: e.message } : { code: 'io', message: String((e as Error)?.message ?? e) };
      process.stdout.write(JSON.stringify({ file: f, error }) + '\n');
    }
  }
  return failed ? 1 : 0;
}

main(process.argv.slice(2)).then(
  (code) => {
    process.exitCode = code;
  },
  (e) => {
    process.stderr.write(String(e?.stack ?? e) + '\n');
    process.exitCode = 1;
  },
);
