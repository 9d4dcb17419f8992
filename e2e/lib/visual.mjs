// Screens checked the way a user sees them: the page never scrolls sideways, axe finds no serious or critical
// issue, and the main screens match their reviewed reference screenshots (e2e/reference/).
import fs from 'node:fs';
import path from 'node:path';
import { AxeBuilder } from '@axe-core/playwright';
import pixelmatch from 'pixelmatch';
import { PNG } from 'pngjs';
import { repoRoot, shotsDir } from './suite.mjs';

export const referenceDir = path.join(repoRoot, 'e2e', 'reference');
/** UPDATE_REFERENCES=1 writes the screenshots taken as the new references (review them, then commit). */
export const updating = process.env.UPDATE_REFERENCES === '1';

/** The document's scroll width and its width: equal when nothing sticks out sideways. */
export function sideways(page) {
  return page.evaluate(() => {
    const e = document.scrollingElement ?? document.documentElement;
    return { scrollWidth: e.scrollWidth, clientWidth: e.clientWidth };
  });
}

/** What sticks out past the right edge (for a failure's message): up to 5 elements, as tag.class "text". */
export function overflowing(page) {
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const out = [];
    for (const el of document.querySelectorAll('body *')) {
      const r = el.getBoundingClientRect();
      if (r.right > width + 1 && r.width > 0) {
        const parentOut =
          el.parentElement && el.parentElement.getBoundingClientRect().right > width + 1;
        if (!parentOut)
          out.push(
            `${el.tagName.toLowerCase()}.${String(el.className).slice(0, 60)} "${(el.textContent ?? '').trim().slice(0, 40)}" right=${Math.round(r.right)}`,
          );
      }
      if (out.length >= 5) break;
    }
    return out;
  });
}

/** axe's serious and critical violations on the page (WCAG 2.1 A and AA), each as 'rule: target … (impact)'. */
export async function axeProblems(page, { include } = {}) {
  let builder = new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']);
  if (include) builder = builder.include(include);
  const result = await builder.analyze();
  return result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .flatMap((v) =>
      v.nodes
        .slice(0, 3)
        .map((n) =>
          `${v.id}: ${n.target.join(' ')} (${v.impact}) ${n.failureSummary?.split('\n')[1] ?? ''} ${n.html.slice(0, 160)}`.trim(),
        ),
    );
}

/** Waits until the screen has settled: no spinner, no busy region, no skeleton, fonts loaded, no transition running. */
export async function settled(page) {
  await page.waitForFunction(
    () =>
      !document.querySelector('.chakra-spinner, [aria-busy="true"], .chakra-skeleton') &&
      document.fonts.status === 'loaded' &&
      // a card or dialog still fading in has the colours of no final state (axe would measure them)
      !document.getAnimations().some((a) => a.playState === 'running' && Number.isFinite(a.effect?.getComputedTiming().endTime)),
    undefined,
    { timeout: 30_000 },
  );
}

/**
 * Compares the page (the viewport, animations stopped, no caret) with e2e/reference/<name>.png. A difference above
 * `maxRatio` of the pixels (each compared with pixelmatch's colour threshold 0.1) fails, and the screenshot taken and
 * a diff image (differences in red) are written to e2e/screenshots/diff/. Without a reference the check fails too,
 * unless UPDATE_REFERENCES=1, which writes it.
 */
export async function matchReference(page, name, { maxRatio = 0.001, mask = [] } = {}) {
  const shot = await page.screenshot({ animations: 'disabled', caret: 'hide', mask });
  const file = path.join(referenceDir, `${name}.png`);
  if (updating) {
    fs.mkdirSync(referenceDir, { recursive: true });
    fs.writeFileSync(file, shot);
    return { updated: true, ratio: 0 };
  }
  const diffDir = path.join(shotsDir, 'diff');
  const keep = (suffix, bytes) => {
    fs.mkdirSync(diffDir, { recursive: true });
    const out = path.join(diffDir, `${name}.${suffix}.png`);
    fs.writeFileSync(out, bytes);
    return out;
  };
  if (!fs.existsSync(file)) {
    const actual = keep('actual', shot);
    throw new Error(
      `${name}: no reference screenshot (${path.relative(repoRoot, file)}); look at ${actual} and run with UPDATE_REFERENCES=1 to accept it`,
    );
  }
  const expected = PNG.sync.read(fs.readFileSync(file));
  const actual = PNG.sync.read(shot);
  if (expected.width !== actual.width || expected.height !== actual.height) {
    const kept = keep('actual', shot);
    throw new Error(
      `${name}: ${actual.width}x${actual.height} against a ${expected.width}x${expected.height} reference; see ${kept}`,
    );
  }
  const diff = new PNG({ width: actual.width, height: actual.height });
  const differing = pixelmatch(expected.data, actual.data, diff.data, actual.width, actual.height, {
    threshold: 0.1,
  });
  const ratio = differing / (actual.width * actual.height);
  if (ratio > maxRatio) {
    keep('actual', shot);
    const diffFile = keep('diff', PNG.sync.write(diff));
    throw new Error(
      `${name}: ${differing} pixels (${(ratio * 100).toFixed(2)} %) differ from the reference, above ${(maxRatio * 100).toFixed(2)} %; ` +
        `see ${diffFile}. If the change is meant, accept it with UPDATE_REFERENCES=1 and commit the new reference.`,
    );
  }
  return { updated: false, ratio };
}
