import {
  DEFAULT_CONFIG,
  fetchRemoteEntries,
  fetchShellConfig,
  parseRemoteEntries,
  parseShellConfig,
} from './startup';

// jsdom has no Response: a minimal stand-in.
function response(status: number, body: unknown): Response {
  return { ok: status >= 200 && status < 300, status, json: async () => body } as Response;
}

function answer(status: number, body: unknown): typeof fetch {
  return (async () => response(status, body)) as typeof fetch;
}

describe('startup reads', () => {
  it('keeps only known remotes from /remotes.json', () => {
    expect(
      parseRemoteEntries({
        'mf-clients': '/remotes/mf-clients/mf-manifest.json',
        'mf-x': '/x',
        'mf-admin': 3,
      }),
    ).toEqual({
      'mf-clients': '/remotes/mf-clients/mf-manifest.json',
    });
  });

  it('asks for /remotes.json without cache and fails on an error status', async () => {
    const calls: [RequestInfo | URL, RequestInit | undefined][] = [];
    const fetchFn = (async (input: RequestInfo | URL, init?: RequestInit) => {
      calls.push([input, init]);
      return response(200, { 'mf-admin': '/remotes/mf-admin/mf-manifest.json' });
    }) as typeof fetch;
    await expect(fetchRemoteEntries(fetchFn)).resolves.toEqual({
      'mf-admin': '/remotes/mf-admin/mf-manifest.json',
    });
    expect(calls[0]).toEqual(['/remotes.json', { cache: 'no-store' }]);
    await expect(fetchRemoteEntries(answer(500, {}))).rejects.toThrow(
      '/remotes.json answered 500.',
    );
  });

  it('falls back to the defaults when /api/config fails or is partial', async () => {
    await expect(fetchShellConfig(answer(404, {}))).resolves.toEqual(DEFAULT_CONFIG);
    await expect(
      fetchShellConfig((async () => Promise.reject(new Error('down'))) as typeof fetch),
    ).resolves.toEqual(DEFAULT_CONFIG);
    expect(
      parseShellConfig({ company_name: 'Acme', office365_url: 'https://login.example' }),
    ).toEqual({
      company_name: 'Acme',
      office365_url: 'https://login.example',
      remote_override_origins: DEFAULT_CONFIG.remote_override_origins,
      time_zone: 'Asia/Kolkata',
    });
    expect(parseShellConfig({ time_zone: 'Europe/London' }).time_zone).toBe('Europe/London');
    expect(parseShellConfig({ remote_override_origins: [] }).remote_override_origins).toEqual([]);
    // An older server that does not send the list: overrides stay off.
    expect(parseShellConfig({}).remote_override_origins).toEqual([]);
  });
});
