import path from 'node:path';

const repoRoot = path.resolve(__dirname, '../..');

function int(name: string, fallback: number): number {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  const n = Number(raw);
  if (!Number.isFinite(n) || n <= 0) throw new Error(`${name} must be a positive number (got "${raw}")`);
  return n;
}

/**
 * REMOTE_OVERRIDE_ORIGINS: exact origins (scheme://host:port, comma-separated) an administrator may load a module
 * from for their own browser. Empty by default: the override is off. Each is normalised to scheme://host:port (the
 * scheme's default port written out) and anything else (a path, a wildcard, credentials) stops the start.
 */
export function overrideOrigins(raw: string | undefined): string[] {
  if (!raw || !raw.trim()) return [];
  const out: string[] = [];
  for (const item of raw.split(',').map((s) => s.trim()).filter(Boolean)) {
    let url: URL | null = null;
    try {
      url = new URL(item);
    } catch {
      url = null;
    }
    const bad =
      !url ||
      !['http:', 'https:'].includes(url.protocol) ||
      url.username !== '' ||
      url.password !== '' ||
      url.search !== '' ||
      url.hash !== '' ||
      url.pathname !== '/' ||
      /[*]/.test(item) ||
      !/^https?:\/\/[^/]+\/?$/i.test(item);
    if (bad || !url) throw new Error(`REMOTE_OVERRIDE_ORIGINS: "${item}" is not an origin (scheme://host:port, e.g. http://localhost:3102)`);
    const port = url.port || (url.protocol === 'https:' ? '443' : '80');
    const origin = `${url.protocol}//${url.hostname}:${port}`;
    if (!out.includes(origin)) out.push(origin);
  }
  return out;
}

/** A whole number of at least 0 (0 turns the feature off). */
function count(name: string, fallback: number): number {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  const n = Number(raw);
  if (!Number.isFinite(n) || n < 0) throw new Error(`${name} must be 0 or a positive number (got "${raw}")`);
  return n;
}

export type Config = ReturnType<typeof loadConfig>;

/** Environment read once at start, with readable errors for bad values. */
export function loadConfig() {
  const dataDir = path.resolve(process.env.DATA_DIR ?? path.join(repoRoot, 'data'));
  return {
    repoRoot,
    host: process.env.HOST ?? '127.0.0.1',
    port: int('PORT', 8080),
    dataDir,
    databaseUrl: process.env.DATABASE_URL || undefined,
    storageDir: path.resolve(process.env.STORAGE_DIR ?? path.join(dataDir, 'files')),
    remotesFile: path.resolve(process.env.REMOTES_FILE ?? path.join(dataDir, 'remotes.json')),
    webRoot: path.resolve(process.env.WEB_ROOT ?? repoRoot),
    sessionIdleMinutes: int('SESSION_IDLE_MINUTES', 30),
    sessionAbsoluteHours: int('SESSION_ABSOLUTE_HOURS', 12),
    impersonationMinutes: int('IMPERSONATION_MINUTES', 30),
    fileLinkMinutes: int('FILE_LINK_MINUTES', 60),
    uploadMaxBytes: int('UPLOAD_MAX_BYTES', 10 * 1024 * 1024),
    office365Url: process.env.OFFICE365_URL || null,
    companyName: process.env.COMPANY_NAME ?? 'Talent Bridge Staffing',
    remoteOverrideOrigins: overrideOrigins(process.env.REMOTE_OVERRIDE_ORIGINS),
    timeZone: process.env.APP_TIMEZONE ?? 'Asia/Kolkata',
    trustProxy: process.env.TRUST_PROXY === '1' || process.env.TRUST_PROXY === 'true',
    logLevel: process.env.LOG_LEVEL ?? 'info',
    adminEmail: process.env.ADMIN_EMAIL || undefined,
    adminPassword: process.env.ADMIN_PASSWORD || undefined,
    backupDir: path.resolve(process.env.BACKUP_DIR ?? path.join(dataDir, 'backups')),
    backupKeep: int('BACKUP_KEEP', 7),
    backupHours: count('BACKUP_HOURS', 24),
    backupBeforeMigrate: process.env.BACKUP_BEFORE_MIGRATE !== '0',
  };
}

/** The environment's configuration with every file the API writes (data, uploads, remotes, backups) under `dir`. */
export function configUnder(dir: string): Config {
  return {
    ...loadConfig(),
    dataDir: dir,
    storageDir: path.join(dir, 'files'),
    remotesFile: path.join(dir, 'remotes.json'),
    backupDir: path.join(dir, 'backups'),
  };
}
