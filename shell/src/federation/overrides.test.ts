import {
  DEFAULT_ALLOWED_ORIGINS,
  OVERRIDE_PARAM,
  checkOverride,
  isOriginAllowed,
  parseOverrideParam,
  readOverrides,
  resolveOverrides,
  type OverrideContext,
} from './overrides';

const ORIGINS = ['http://localhost:3102', 'http://127.0.0.1:3104'];

const admin: OverrideContext = {
  knownRemotes: ['mf-candidates', 'mf-clients'],
  allowedOrigins: ORIGINS,
  isAdmin: true,
};
describe('override parsing', () => {
  it('splits at the first =', () => {
    expect(parseOverrideParam('mf-candidates=http://localhost:3102/mf-manifest.json?a=b')).toEqual({
      remote: 'mf-candidates',
      url: 'http://localhost:3102/mf-manifest.json?a=b',
    });
    expect(parseOverrideParam('mf-candidates')).toBeNull();
    expect(parseOverrideParam('=http://localhost')).toBeNull();
    expect(parseOverrideParam('mf-candidates=')).toBeNull();
  });
});

describe('origin allowlist', () => {
  it('accepts exactly the listed origins: scheme, host and port', () => {
    expect(isOriginAllowed('http://localhost:3102/mf-manifest.json', ORIGINS)).toBe(true);
    expect(isOriginAllowed('http://127.0.0.1:3104/remoteEntry.js', ORIGINS)).toBe(true);
  });

  it('refuses another port, no port, look-alikes, other schemes and other hosts', () => {
    expect(isOriginAllowed('http://localhost:3103/mf-manifest.json', ORIGINS)).toBe(false);
    expect(isOriginAllowed('http://127.0.0.1:9999/remoteEntry.js', ORIGINS)).toBe(false);
    expect(isOriginAllowed('http://localhost/x.json', ORIGINS)).toBe(false);
    expect(isOriginAllowed('http://localhost.evil.example:3102/x.json', ORIGINS)).toBe(false);
    expect(isOriginAllowed('http://evil.example/?localhost:3102', ORIGINS)).toBe(false);
    expect(isOriginAllowed('https://localhost:3102/x.json', ORIGINS)).toBe(false);
    expect(isOriginAllowed('http://user@evil.example/x', ORIGINS)).toBe(false);
    expect(isOriginAllowed('not a url', ORIGINS)).toBe(false);
  });

  it('allows nothing by default', () => {
    expect(DEFAULT_ALLOWED_ORIGINS).toEqual([]);
    expect(isOriginAllowed('http://localhost:3102/mf-manifest.json', DEFAULT_ALLOWED_ORIGINS)).toBe(
      false,
    );
  });
});

describe('checkOverride', () => {
  it('accepts an allow-listed manifest for a known module, for an admin', () => {
    expect(checkOverride('mf-candidates=http://localhost:3102/mf-manifest.json', admin)).toEqual({
      ok: true,
      remote: 'mf-candidates',
      url: 'http://localhost:3102/mf-manifest.json',
    });
  });

  it('refuses with a reason', () => {
    const refused = (value: string, ctx = admin) => {
      const check = checkOverride(value, ctx);
      return check.ok ? null : check.reason;
    };
    expect(refused('mf-candidates=http://evil.example/mf-manifest.json')).toMatch(
      /http:\/\/evil\.example is not an allowed origin/,
    );
    expect(
      refused('mf-candidates=http://localhost:3102/m.json', { ...admin, isAdmin: false }),
    ).toMatch(/only an administrator/);
    expect(refused('mf-nope=http://localhost:3102/m.json')).toMatch(/no such module/);
    expect(refused('mf-candidates=javascript:alert(1)')).toMatch(/not an http\(s\) URL/);
    expect(refused('garbage')).toMatch(/not of the form/);
  });
});

describe('resolveOverrides', () => {
  it('asks to confirm an accepted override, keeps the stored ones and strips the parameter', () => {
    const stored = JSON.stringify({ 'mf-clients': 'http://127.0.0.1:3104/mf-manifest.json' });
    const search = `?tab=2&${OVERRIDE_PARAM}=${encodeURIComponent('mf-candidates=http://localhost:3102/mf-manifest.json')}`;
    const result = resolveOverrides(search, stored, admin);
    expect(result.overrides).toEqual({ 'mf-clients': 'http://127.0.0.1:3104/mf-manifest.json' });
    expect(result.pending).toEqual({ 'mf-candidates': 'http://localhost:3102/mf-manifest.json' });
    expect(result.refused).toEqual([]);
    expect(result.search).toBe('?tab=2');
  });

  it('accepts the parameter unencoded, as typed in the address bar', () => {
    const result = resolveOverrides(
      '?remote-override=mf-candidates=http://localhost:3102/mf-manifest.json',
      null,
      admin,
    );
    expect(result.pending).toEqual({ 'mf-candidates': 'http://localhost:3102/mf-manifest.json' });
    expect(result.search).toBe('');
  });

  it('does not ask again for an override this tab already confirmed', () => {
    const stored = JSON.stringify({ 'mf-candidates': 'http://localhost:3102/mf-manifest.json' });
    const result = resolveOverrides(
      '?remote-override=mf-candidates=http://localhost:3102/mf-manifest.json',
      stored,
      admin,
    );
    expect(result.pending).toEqual({});
    expect(result.overrides).toEqual({ 'mf-candidates': 'http://localhost:3102/mf-manifest.json' });
  });

  it('offers nothing for a refused override and says why', () => {
    const result = resolveOverrides(
      '?remote-override=mf-candidates=http://127.0.0.1:4444/remoteEntry.js',
      null,
      admin,
    );
    expect(result.overrides).toEqual({});
    expect(result.pending).toEqual({});
    expect(result.refused).toHaveLength(1);
    expect(result.refused[0]).toMatch(/http:\/\/127\.0\.0\.1:4444 is not an allowed origin/);
  });

  it('refuses every override when the server names no origin', () => {
    const result = resolveOverrides(
      '?remote-override=mf-candidates=http://localhost:3102/mf-manifest.json',
      JSON.stringify({ 'mf-clients': 'http://127.0.0.1:3104/m.json' }),
      { ...admin, allowedOrigins: [] },
    );
    expect(result.overrides).toEqual({});
    expect(result.pending).toEqual({});
    expect(result.refused).toEqual([
      'Module mf-candidates was not overridden: module overrides are off on this server.',
    ]);
  });

  it('ignores stored overrides that no longer pass (allowlist changed, not an admin, corrupt)', () => {
    const stored = JSON.stringify({
      'mf-clients': 'http://127.0.0.1:3104/m.json',
      'mf-candidates': 'http://localhost:3999/m.json',
    });
    expect(readOverrides(stored, admin)).toEqual({ 'mf-clients': 'http://127.0.0.1:3104/m.json' });
    expect(readOverrides(stored, { ...admin, isAdmin: false })).toEqual({});
    expect(readOverrides('{not json', admin)).toEqual({});
    expect(readOverrides('["x"]', admin)).toEqual({});
  });

  it('is unchanged when nothing is asked', () => {
    const stored = JSON.stringify({ 'mf-clients': 'http://127.0.0.1:3104/m.json' });
    expect(resolveOverrides('', stored, admin)).toEqual({
      overrides: { 'mf-clients': 'http://127.0.0.1:3104/m.json' },
      pending: {},
      refused: [],
      search: '',
    });
  });
});
