import { test } from 'node:test';
import { expect } from 'expect';
/* The labelled corpus as a regression test: floors a little under the measured figures (api/corpus/README.md). */
import { DEFAULT_SKILLS, parseResume } from '../index.js';
import { loadCorpus, score, type Outcome } from '../../../corpus/score.js';

test('corpus accuracy stays above its floors', async () => {
  const outcomes: Outcome[] = [];
  for (const { exp, bytes } of loadCorpus()) {
    const t0 = Date.now();
    try {
      const out = await parseResume(bytes, {
        fileName: exp.file,
        skills: DEFAULT_SKILLS,
        now: new Date(exp.now),
      });
      outcomes.push({ exp, got: out.data, photo: Boolean(out.photo), ms: Date.now() - t0 });
    } catch (e) {
      outcomes.push({ exp, got: null, photo: false, error: String(e), ms: Date.now() - t0 });
    }
  }
  const r = score(outcomes);
  expect(r.files).toBeGreaterThanOrEqual(40);
  expect(r.errors).toBe(0);
  expect(r.exact.name).toBeGreaterThanOrEqual(0.95);
  expect(r.exact.primary_email).toBeGreaterThanOrEqual(0.98);
  expect(r.exact.emails).toBeGreaterThanOrEqual(0.95);
  expect(r.exact.mobile).toBeGreaterThanOrEqual(0.96);
  expect(r.exact.ctc).toBeGreaterThanOrEqual(0.93);
  expect(r.exact.notice).toBeGreaterThanOrEqual(0.93);
  expect(r.exact.location).toBeGreaterThanOrEqual(0.9);
  expect(r.experienceWithin6).toBeGreaterThanOrEqual(0.93);
  expect(r.expEntries.f1).toBeGreaterThanOrEqual(0.93);
  expect(r.eduEntries.f1).toBeGreaterThanOrEqual(0.93);
  expect(r.skills.f1).toBeGreaterThanOrEqual(0.95);
  expect(r.skillsSplit.f1).toBeGreaterThanOrEqual(0.93);
  expect(r.photoFound).toBeGreaterThanOrEqual(0.9);
  expect(r.photoFalse).toBeLessThanOrEqual(0.05);
});
