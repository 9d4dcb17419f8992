import { documentTitle, federationName, matchRemoteRoute, resolvePath } from './routes';

describe('route table', () => {
  it.each([
    ['/dashboard', 'mf-dashboard'],
    ['/dashboard/calendar', 'mf-dashboard'],
    ['/candidates', 'mf-candidates'],
    ['/candidate/profile', 'mf-candidates'],
    ['/joborders', 'mf-joborders'],
    ['/clients', 'mf-clients'],
    ['/clients/', 'mf-clients'],
    ['/clients/abc/edit', 'mf-clients'],
    ['/datatables', 'mf-datatables'],
    ['/settings/skills', 'mf-admin'],
    ['/manageroles', 'mf-admin'],
    ['/managelogins', 'mf-admin'],
    ['/myaccount', 'mf-admin'],
    ['/userLogin', 'mf-admin'],
    ['/userlogin', 'mf-admin'],
    ['/admin/activeusers', 'mf-admin'],
  ])('%s belongs to %s', (path, remote) => {
    expect(matchRemoteRoute(path)?.remote).toBe(remote);
    expect(resolvePath(path).kind).toBe('remote');
  });

  it.each([
    '/clientsx',
    '/candidatesx',
    '/candidat',
    '/settings',
    '/settings/skillsx',
    '/admin',
    '/nope',
    '/api',
  ])('matches on segment boundaries only: %s is not found', (path) => {
    expect(matchRemoteRoute(path)).toBeNull();
    expect(resolvePath(path)).toEqual({ kind: 'not-found', title: 'Page not found' });
  });

  it('keeps / for sign-in and the four public pages for the shell', () => {
    expect(resolvePath('/').kind).toBe('sign-in');
    expect(resolvePath('/about')).toEqual({ kind: 'static', path: '/about', title: 'About' });
    expect(resolvePath('/terms').title).toBe('Terms & Conditions');
    expect(resolvePath('/privacy/').kind).toBe('static');
    expect(resolvePath('/contact/more').kind).toBe('not-found');
  });

  it('gives each route its title', () => {
    expect(resolvePath('/dashboard').title).toBe('Dashboard');
    expect(resolvePath('/joborders/12').title).toBe('Job Orders');
    expect(resolvePath('/admin/activeusers').title).toBe('Active Sessions');
    expect(documentTitle('Dashboard')).toBe('Dashboard · Recruitment');
  });

  it('names remotes for the federation runtime', () => {
    expect(federationName('mf-candidates')).toBe('mf_candidates');
  });
});
