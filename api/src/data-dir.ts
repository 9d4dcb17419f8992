import fs from 'node:fs';
import path from 'node:path';

/**
 * The data directory holds personal data (the embedded database, uploaded files, the admin credentials): readable
 * by its owner only. Sets the process's umask so every file created from now on (by PGlite too) is 0600 and every
 * directory 0700, and brings what exists already to those modes (an older install's files were 0644 or 0666).
 * Returns the number of entries whose mode it changed.
 */
export function secureDataDirectories(dirs: string[]): number {
  process.umask(0o077);
  let changed = 0;
  const fix = (p: string, mode: number) => {
    const st = fs.lstatSync(p);
    if (st.isSymbolicLink()) return;
    if ((st.mode & 0o777) !== mode) {
      fs.chmodSync(p, mode);
      changed++;
    }
  };
  const walk = (dir: string) => {
    fix(dir, 0o700);
    for (const e of fs.readdirSync(dir, { withFileTypes: true })) {
      const p = path.join(dir, e.name);
      if (e.isDirectory()) walk(p);
      else if (e.isFile()) fix(p, 0o600);
    }
  };
  for (const dir of [...new Set(dirs.map((d) => path.resolve(d)))]) {
    fs.mkdirSync(dir, { recursive: true, mode: 0o700 });
    walk(dir);
  }
  return changed;
}
