import { createElement, type ReactNode } from 'react';
import { act, renderHook, waitFor } from '@testing-library/react';
import useSWR, { SWRConfig } from 'swr';
import { keys, keyStartsWith, useInvalidate, type CacheKey } from './cache-keys';

describe('keyStartsWith', () => {
  const id = '11111111-1111-4111-8111-111111111111';

  it('matches the keys that start with the prefix, part by part', () => {
    expect(keyStartsWith(['clients', { page: 0, q: '' }], ['clients'])).toBe(true);
    expect(keyStartsWith(['clients', id, 'notes'], ['clients', id])).toBe(true);
    expect(keyStartsWith(['clients', id], ['clients', id])).toBe(true);
    expect(keyStartsWith(['states', { country: 1 }], ['states', { country: 1 }])).toBe(true);
  });

  it('never matches by a part of a text: another resource or another record is left alone', () => {
    expect(keyStartsWith(['clients_search', { q: 'a' }], ['clients'])).toBe(false);
    expect(keyStartsWith([`clients/${id}`], ['clients'])).toBe(false);
    expect(keyStartsWith(['clients', '22222222-2222-4222-8222-222222222222', 'notes'], ['clients', id])).toBe(false);
    expect(keyStartsWith(['clients'], ['clients', id])).toBe(false);
    expect(keyStartsWith('clients', ['clients'])).toBe(false);
    expect(keyStartsWith(null, ['clients'])).toBe(false);
  });

  it("a client's change (keys.clients.all) reaches the job order form's cached contacts of that client", () => {
    expect(keyStartsWith(keys.clients.contacts(id), keys.clients.all)).toBe(true);
    expect(keyStartsWith(keys.clients.contacts(id), keys.clients.one(id))).toBe(true);
  });
});

describe('the factories', () => {
  const candidate = '11111111-1111-4111-8111-111111111111';
  const job = '33333333-3333-4333-8333-333333333333';
  const other = '22222222-2222-4222-8222-222222222222';
  const staleAfter = (prefixes: CacheKey[], key: CacheKey) => prefixes.some((p) => keyStartsWith(key, p));

  it('put the resource first, then the record, then what is read of it', () => {
    expect(keys.candidates.jobOrders(candidate, 'A')).toEqual(['candidates', candidate, 'job_orders', 'A']);
    expect(keys.jobs.pipeline(job, 'active')).toEqual(['jobs', job, 'pipeline', 'active']);
    expect(keys.interviews.feedback('i-1')).toEqual(['interviews', 'i-1', 'feedback']);
    expect(keyStartsWith(keys.candidates.jobOrders(candidate, ''), keys.candidates.jobOrders(candidate))).toBe(true);
    expect(keyStartsWith(keys.jobs.messages(job, candidate), keys.jobs.messages(job))).toBe(true);
    expect(keyStartsWith(keys.jobs.interviews(job, { page: 1, limit: 5 }), keys.jobs.one(job))).toBe(true);
  });

  it("a link's change makes stale the candidate's panels, the job's pipeline and the Actionable tab, not another's", () => {
    const stale = keys.links.stale(candidate, job);
    expect(staleAfter(stale, keys.candidates.jobOrders(candidate, ''))).toBe(true);
    expect(staleAfter(stale, keys.candidates.activity(candidate))).toBe(true);
    expect(staleAfter(stale, [...keys.jobs.pipeline(job, 'active'), { page: 0 }])).toBe(true);
    expect(staleAfter(stale, keys.jobs.pipelineCounts(job))).toBe(true);
    expect(staleAfter(stale, [...keys.actionable.candidates, { page: 0 }])).toBe(true);
    expect(staleAfter(stale, keys.actionable.jobs(''))).toBe(true);
    expect(staleAfter(stale, keys.candidates.jobOrders(other, ''))).toBe(false);
    expect(staleAfter(stale, keys.jobs.pipelineCounts(other))).toBe(false);
    expect(staleAfter(stale, [...keys.jobs.all, { page: 0 }])).toBe(false);
  });

  it("an interview's change makes stale the interviews everywhere: both records, the calendar, the dashboard's tables", () => {
    const stale = keys.interviews.stale(candidate, job);
    expect(staleAfter(stale, keys.candidates.interviews(candidate))).toBe(true);
    expect(staleAfter(stale, keys.jobs.interviews(job, { page: 0, limit: 5 }))).toBe(true);
    expect(staleAfter(stale, keys.jobs.recentInterviews(job))).toBe(true);
    expect(staleAfter(stale, [...keys.jobs.activity(job), { page: 0 }])).toBe(true);
    expect(staleAfter(stale, keys.interviews.calendar({ from: '2026-11-01', to: '2026-11-30', mine: 0 }))).toBe(true);
    expect(staleAfter(stale, keys.interviews.feedback('i-1'))).toBe(true);
    expect(staleAfter(stale, [...keys.dashboard.list('upcoming'), { page: 0 }])).toBe(true);
    expect(staleAfter(stale, [...keys.dashboard.list('recent'), { page: 0 }])).toBe(true);
    expect(staleAfter(stale, [...keys.dashboard.list('placed'), { page: 0 }])).toBe(false);
    expect(staleAfter(stale, keys.candidates.interviews(other))).toBe(false);
  });

  it("a job's change makes stale every read of jobs and the Actionable tab's jobs; a candidate's, every read of candidates", () => {
    expect(staleAfter(keys.jobs.stale(), [...keys.jobs.all, { page: 0 }])).toBe(true);
    expect(staleAfter(keys.jobs.stale(), keys.jobs.detail(job))).toBe(true);
    expect(staleAfter(keys.jobs.stale(), keys.actionable.jobs('ac'))).toBe(true);
    expect(staleAfter(keys.jobs.stale(), keys.candidates.detail(candidate))).toBe(false);
    expect(staleAfter(keys.candidates.stale(), [...keys.candidates.all, { page: 0 }])).toBe(true);
    expect(staleAfter(keys.candidates.stale(), keys.candidates.detail(candidate))).toBe(true);
    expect(staleAfter(keys.candidates.stale(), keys.jobs.detail(job))).toBe(false);
  });
});

describe('invalidateKeys', () => {
  const candidate = '11111111-1111-4111-8111-111111111111';
  const job = '33333333-3333-4333-8333-333333333333';
  const other = '22222222-2222-4222-8222-222222222222';

  it("a status change made on the job's pipeline re-reads the candidate's job orders panel, and no other candidate's", async () => {
    const reads: string[] = [];
    const read = (name: string) => () => {
      reads.push(name);
      return Promise.resolve(reads.length);
    };
    const provider = () => new Map();
    const wrapper = ({ children }: { children: ReactNode }) => createElement(SWRConfig, { value: { provider } }, children);
    const { result } = renderHook(
      () => ({
        panel: useSWR(keys.candidates.jobOrders(candidate, ''), read('panel')),
        another: useSWR(keys.candidates.jobOrders(other, ''), read('another')),
        pipeline: useSWR([...keys.jobs.pipeline(job, 'active'), { page: 0 }], read('pipeline')),
        invalidate: useInvalidate(),
      }),
      { wrapper },
    );
    await waitFor(() => expect(reads).toHaveLength(3));
    await act(() => result.current.invalidate(...keys.links.stale(candidate, job)));
    await waitFor(() => expect(reads.filter((r) => r === 'panel')).toHaveLength(2));
    expect(reads.filter((r) => r === 'pipeline')).toHaveLength(2);
    expect(reads.filter((r) => r === 'another')).toHaveLength(1);
  });
});
