// What the shell knows about a module that could not be loaded.

export class RemoteLoadError extends Error {
  readonly remote: string;

  constructor(remote: string, reason: string, options?: { cause?: unknown }) {
    super(reason, options);
    this.name = 'RemoteLoadError';
    this.remote = remote;
  }
}

/**
 * A readable one-line reason. The federation runtime's messages carry an error code, the
 * arguments and a link to its docs; keep the first sentence and the underlying cause.
 */
export function describeLoadError(error: unknown): string {
  const raw =
    error instanceof Error ? error.message : typeof error === 'string' ? error : 'Unknown error.';
  const text = raw
    .replace(/\[ Federation Runtime \]:?\s*/g, '')
    .replace(/View the docs[\s\S]*$/i, '')
    .replace(/\s*args:\s*\{[\s\S]*?\}\s*/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  const reason = text || 'Unknown error.';
  return reason.length > 400 ? `${reason.slice(0, 397)}…` : reason;
}
