// Authorization matrix generated from the routes' own declarations (config.access): every registered /api route ×
// every principal (anonymous, forged / expired / inactive tokens, a user without role, signed-in without flags,
// each single flag of each module, every flag of the other modules, admin). The expected class comes from the
// declaration; the actual status must agree. Denials carry the bare envelope, so no module data leaks through them.
import crypto from 'node:crypto';
import { after, before, describe, it } from 'node:test';
import { expect } from 'expect';
import { fileUrl } from '../src/files/service.js';
import { buildTestApp, ROUTE_HEADER, type RouteInfo, type TestApp } from './helpers.js';
import { personalDataIn, seedProbe, seesPersonal, type Probe } from './support/personal-data.js';
import { expectedOutcome, Principals, type Expected, type Principal } from './support/principals.js';
import {
  describeAccess,
  FORBIDDEN,
  hasBody,
  headerProblems,
  isMultipart,
  leakProblems,
  routeKey,
  fillPath,
  literals,
  schemaPart,
  validParam,
  UNAUTHENTICATED,
} from './support/routes.js';

let t: TestApp;
let principals: Principals;
before(async () => {
  t = await buildTestApp();
  principals = await Principals.create(t);
});
after(() => t.close());

type Mismatch = { route: string; principal: string; expected: Expected; status: number; body: string };

function classify(expected: Expected, status: number, body: string, routeOk: boolean): string | null {
  if (!routeOk) return 'the request did not reach the route';
  switch (expected) {
    case 401:
      if (status !== 401) return `expected 401, got ${status}`;
      if (!sameJson(body, UNAUTHENTICATED)) return 'the 401 body is not the bare envelope';
      return null;
    case 403:
      if (status !== 403) return `expected 403, got ${status}`;
      if (!sameJson(body, FORBIDDEN)) return 'the 403 body is not the bare envelope';
      return null;
    case 'link': {
      if (status !== 403) return `expected 403 for a forged link signature, got ${status}`;
      const keys = Object.keys(JSON.parse(body) as object).sort().join(',');
      return keys === 'message,status' ? null : 'the 403 body is not a bare envelope';
    }
    case 'allow':
      return status === 401 || status === 403 ? `expected neither 401 nor 403, got ${status}` : null;
  }
}

describe('authorization matrix', () => {
  it('answers every route × principal as its config.access declares', async () => {
    const routes = t.apiRoutes;
    expect(routes.length).toBeGreaterThan(0);
    const exercised = new Set<string>();
    const mismatches: Mismatch[] = [];
    const headerIssues: string[] = [];
    const leaks: string[] = [];
    const serverErrors: string[] = [];
    let requests = 0;
    let principalsPerRoute = 0;
    const farFuture = Math.floor(t.clock.now().getTime() / 1000) + 3600;

    for (const route of routes) {
      const rule = route.access;
      expect(rule).toBeDefined(); // buildApp refuses undeclared /api routes; this guards the collector.
      const list = await principals.forRoute(rule!);
      principalsPerRoute = Math.max(principalsPerRoute, list.length);
      for (const p of list) {
        const url = requestUrl(route, rule!.kind === 'signed-link' ? `?expires=${farFuture}&sig=${'A'.repeat(43)}` : '');
        const token = await principals.token(p);
        const res = await t.as(token, { method: route.method as 'GET', url, ...body(route) });
        requests++;
        exercised.add(routeKey(route));
        const expected = expectedOutcome(rule!, p);
        const problem = classify(expected, res.statusCode, res.body, res.headers[ROUTE_HEADER] === routeKey(route));
        if (problem) {
          mismatches.push({ route: `${routeKey(route)} [${describeAccess(rule)}]`, principal: p.name, expected, status: res.statusCode, body: `${res.body.slice(0, 120)} — ${problem}` });
        }
        for (const h of headerProblems(res, url)) headerIssues.push(`${routeKey(route)} as ${p.name}: ${h}`);
        for (const l of leakProblems(res.body)) leaks.push(`${routeKey(route)} as ${p.name}: ${l}`);
        if (res.statusCode >= 500) serverErrors.push(`${routeKey(route)} as ${p.name}: ${res.statusCode} ${res.body.slice(0, 200)}`);
      }
    }

    const missing = routes.map(routeKey).filter((k) => !exercised.has(k));
    console.log(`# authz: ${routes.length} routes × ${principalsPerRoute} principals = ${requests} requests, ${mismatches.length} mismatches`);
    for (const m of mismatches.slice(0, 60)) console.log(`#   mismatch: ${m.route} as ${m.principal}: ${m.body}`);
    for (const s of serverErrors.slice(0, 20)) console.log(`#   5xx: ${s}`);
    for (const h of headerIssues.slice(0, 20)) console.log(`#   header: ${h}`);
    for (const l of leaks.slice(0, 20)) console.log(`#   leak: ${l}`);
    expect(missing).toEqual([]);
    expect(mismatches.length).toBe(0);
    expect(headerIssues.length).toBe(0);
    expect(leaks.length).toBe(0);
    expect(serverErrors.length).toBe(0);
  });

  it("gives a candidate's contact details, identity number and CTC figures only to roles with Candidates view", async () => {
    // Field level: every read (each GET, and the two report POSTs) × every principal it admits, on data where each
    // personal value is a unique string. A principal without Candidates view must get none of them (the fields null);
    // one with it must get them wherever a route carries them (so the probe cannot pass by finding nothing).
    const probe = await seedProbe(t);
    const reads = t.apiRoutes.filter((r) => r.method === 'GET' || ['POST /api/resume_report', 'POST /api/interview_report'].includes(routeKey(r)));
    const lists: Principal[][] = [];
    for (const r of reads) lists.push(await principals.forRoute(r.access!));
    const leaks: string[] = [];
    const carriers = new Set<string>();
    let requests = 0;
    let checked = 0;
    for (const [i, route] of reads.entries()) {
      if (route.access?.kind === 'signed-link' || route.access?.kind === 'public') continue;
      for (const p of lists[i]) {
        if (expectedOutcome(route.access!, p) !== 'allow') continue;
        for (const request of probeRequests(route, probe)) {
          const res = await t.as(await principals.token(p), request);
          requests++;
          if (res.statusCode !== 200) continue;
          checked++;
          const found = personalDataIn(res.body);
          if (!seesPersonal(p) && found.length) leaks.push(`${String(request.url).split('?')[0]} ${routeKey(route)} as ${p.name}: ${found.join(', ')}`);
          if (seesPersonal(p) && found.length) carriers.add(routeKey(route));
        }
      }
    }
    console.log(`# authz fields: ${reads.length} read routes, ${requests} requests, ${checked} answers checked, ${carriers.size} routes carry personal data to Candidates viewers, ${leaks.length} leaks`);
    for (const l of leaks.slice(0, 40)) console.log(`#   personal data leak: ${l}`);
    expect(leaks).toEqual([]);
    // The probe reached the routes of the finding: they do carry the data to a Candidates viewer.
    for (const r of [
      'GET /api/candidates/:id',
      'GET /api/job_database_match/:id',
      'GET /api/pipeline_candidates',
      'GET /api/job_pipeline/:id/:group',
      'GET /api/reports/:id/download',
      'POST /api/resume_report',
      'POST /api/interview_report',
      'GET /api/dashboard_placed_offered_list',
    ]) expect([...carriers]).toContain(r);
  });

  it('declares every write to a client or its sub-items with the Clients flags it needs, never view', () => {
    // Sub-item writes need m_edit, or m_add while the client is being created (the handler narrows that case):
    // the declaration is the rule the access hook enforces, so it must not be looser than the handler.
    const writes = t.apiRoutes.filter((r) => r.method !== 'GET' && /^\/api\/clients?(_|\/|$)/.test(r.url));
    expect(writes.length).toBeGreaterThan(0);
    const loose = writes.filter((r) => r.access?.kind !== 'module' || !r.access.modules.includes('Clients') || r.access.actions.includes('view'));
    expect(loose.map((r) => `${routeKey(r)} [${describeAccess(r.access)}]`)).toEqual([]);
    console.log(`# authz: ${writes.length} Clients write routes, none declared view`);
  });

  it('opens a genuinely signed link without a session, and refuses a tampered or expired one', async () => {
    const links = t.apiRoutes.filter((r) => r.access?.kind === 'signed-link');
    for (const route of links) {
      const id = crypto.randomUUID();
      const good = fileUrl(t.app, id);
      expect(good).toBeTruthy();
      const ok = await t.app.inject({ method: 'GET', url: good! });
      // Unknown file, but past the signature check: 404, never 401/403.
      expect(ok.statusCode).toBe(404);
      const other = await t.app.inject({ method: 'GET', url: good!.replace(id, crypto.randomUUID()) });
      expect(other.statusCode).toBe(403);
      const tampered = await t.app.inject({ method: 'GET', url: good!.replace(/expires=(\d+)/, (_m, e) => `expires=${Number(e) + 1}`) });
      expect(tampered.statusCode).toBe(403);
      // Expiry is rounded up to the next 5 minutes (links are reused and cached): past that, refused.
      const beyond = (t.config.fileLinkMinutes + 5) * 60_000 + 1000;
      t.clock.advance(beyond);
      const expired = await t.app.inject({ method: 'GET', url: good! });
      expect(expired.statusCode).toBe(403);
      t.clock.advance(-beyond);
      expect(route.method).toBe('GET');
    }
  });

  it('answers a view-less role with the bare 403 envelope on every read of the module, never its data', async () => {
    // A role with every flag but view on the module: each module GET declared "view" returns only the envelope.
    const reads = t.apiRoutes.filter((r) => r.method === 'GET' && r.access?.kind === 'module' && r.access.actions.every((a) => a === 'view'));
    let checked = 0;
    const tokens = new Map<string, string>();
    for (const route of reads) {
      const rule = route.access as Extract<NonNullable<RouteInfo['access']>, { kind: 'module' }>;
      const key = rule.modules.join('-');
      if (!tokens.has(key)) {
        const grants = Object.fromEntries(rule.modules.map((m) => [m, { m_add: 1, m_edit: 1, m_delete: 1, m_view: 0 } as const]));
        tokens.set(key, (await t.user({ role: `sec-noview-${key}`, grants })).token);
      }
      const res = await t.as(tokens.get(key)!, { method: 'GET', url: requestUrl(route, '') });
      expect({ route: routeKey(route), status: res.statusCode, body: res.json() }).toStrictEqual({ route: routeKey(route), status: 403, body: FORBIDDEN });
      checked++;
    }
    console.log(`# authz: ${checked} module reads refused to roles without view, bodies = envelope only`);
  });
});

/** The requests that read the probe through a route: its path parameters and id filters pointing at the probe's records. */
function probeRequests(route: RouteInfo, probe: Probe): { method: 'GET' | 'POST'; url: string; payload?: object }[] {
  const idFor = (name: string): string[] => {
    if (name === 'candidate_id') return probe.candidates;
    if (name === 'job_id') return [probe.job];
    if (name === 'client_id') return [probe.client];
    if (name !== 'id') return [];
    const u = route.url;
    if (/\/reports\//.test(u)) return [probe.report];
    if (/\/(candidates?|get_candidate)[_/]/.test(u)) return probe.candidates;
    if (/\/clients?[_/]|\/client_/.test(u)) return [probe.client];
    if (/\/job/.test(u)) return [probe.job];
    return [];
  };
  const params = schemaPart(route, 'params')?.properties ?? {};
  let paths = [route.url];
  for (const name of Object.keys(params)) {
    const lit = literals(params[name]).map(String);
    const values = lit.length ? lit : idFor(name);
    if (!values.length) return [];
    paths = paths.flatMap((p) => values.map((v) => p.replace(`:${name}`, encodeURIComponent(v))));
  }
  if (route.method === 'POST') {
    const payload = { client_id: probe.client, job_id: probe.job, candidate_id: [probe.candidates[0]] };
    return paths.map((url) => ({ method: 'POST', url, payload }));
  }
  const query = schemaPart(route, 'querystring')?.properties ?? {};
  const variants: string[] = [''];
  for (const name of ['candidate_id', 'job_id', 'client_id']) {
    if (query[name]) for (const v of idFor(name)) variants.push(`?${name}=${v}`);
  }
  return paths.flatMap((p) => variants.map((q) => ({ method: 'GET' as const, url: p + q })));
}

function sameJson(body: string, expected: object): boolean {
  try {
    expect(JSON.parse(body)).toStrictEqual(expected);
    return true;
  } catch {
    return false;
  }
}

function requestUrl(route: RouteInfo, query: string): string {
  return fillPath(route.url, (name) => validParam(route, name)) + query;
}

function body(route: RouteInfo) {
  if (!hasBody(route) || isMultipart(route)) return {};
  return { payload: {} };
}

export type { Principal };
