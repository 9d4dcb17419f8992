// Every screen at 390x844 and the main ones at 1366x800 (every one with ALL_SCREENS=1), on the demo data and a fixed
// clock: every route and tab loads without the document scrolling sideways on a phone, axe finds 0 serious or critical
// issues on each and on the main dialogs, dialogs keep and give back the focus, the keyboard's focus is visible, and the main screens match their reviewed
// reference screenshots (e2e/reference/; UPDATE_REFERENCES=1 accepts new ones). Screenshots of the main screens (of
// every screen with ALL_SCREENS=1) land in e2e/screenshots/screens-*.png.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { build } from '../../scripts/build.mjs';
import { assertNoConsoleErrors } from '../lib/fixtures.mjs';
import { AT, WIDTHS, assertFaketime, demoIds, openAt, screens, visit as visitAt } from '../lib/screens.mjs';
import { launchBrowser, shot, startSuite } from '../lib/suite.mjs';
import { axeProblems, matchReference, overflowing, settled, sideways } from '../lib/visual.mjs';

const everyShot = process.env.ALL_SCREENS === '1';
let suite;
let browser;
let ids;

const open = (width) => openAt(browser, suite, width);
const visit = (page, path) => visitAt(page, suite.url, path);

before(async () => {
  assertFaketime();
  // stale packages are built at the real time (start.mjs would build them under the fixed clock)
  assert.ok(await build(), 'the suite builds');
  suite = await startSuite({ args: ['--demo'], at: AT });
  browser = await launchBrowser();
  ids = await demoIds(suite);
});

after(async () => {
  await browser?.close();
  await suite?.stop();
});

describe('every screen, phone and laptop', () => {
  for (const width of ['phone', 'laptop']) {
    const all = width === 'phone' || everyShot;
    it(`loads ${all ? 'every route and tab' : 'the main screens'} at ${WIDTHS[width].viewport.width} px: no sideways scroll, axe clean, main screens as their references`, async () => {
      const page = await open(width);
      const problems = [];
      for (const screen of screens(ids).filter((s) => all || s.main || s.ref)) {
        await visit(page, screen.path);
        await screen.then?.(page);
        // every screen's full page with ALL_SCREENS=1 (to look at them all); the main ones always
        if (everyShot || screen.main || screen.ref) await shot(page, `screens-${screen.name}-${width}`);
        if (width === 'phone') {
          const { scrollWidth, clientWidth } = await sideways(page);
          if (scrollWidth > clientWidth)
            problems.push(
              `${screen.name}: scrolls sideways (${scrollWidth} > ${clientWidth}): ${(await overflowing(page)).join('; ')}`,
            );
        }
        for (const p of await axeProblems(page)) problems.push(`${screen.name}: ${p}`);
        if (screen.ref) {
          try {
            await matchReference(page, `${screen.name}-${width}`);
          } catch (e) {
            problems.push(e.message);
          }
        }
      }
      assert.deepEqual(problems, []);
      assertNoConsoleErrors(page);
      await page.context().close();
    });
  }
});

describe('dialogs and the keyboard', () => {
  for (const width of ['phone', 'laptop']) {
    it(`dialogs pass axe, keep the focus inside and give it back, at ${WIDTHS[width].viewport.width} px`, async () => {
      const page = await open(width);
      const problems = [];
      const check = async (name, trigger, dialogName) => {
        await trigger.focus();
        await page.keyboard.press('Enter');
        const dialog = page
          .getByRole('alertdialog', { name: dialogName })
          .or(page.getByRole('dialog', { name: dialogName }));
        await dialog.waitFor();
        await settled(page);
        await shot(page, `screens-dialog-${name}-${width}`);
        for (const p of await axeProblems(page, {
          include: '[role="dialog"], [role="alertdialog"]',
        }))
          problems.push(`${name}: ${p}`);
        // Tab and Shift+Tab twenty times each never leave the dialog
        for (const key of ['Tab', 'Shift+Tab']) {
          for (let i = 0; i < 20; i++) {
            await page.keyboard.press(key);
            const inside = await dialog.evaluate((d) => d.contains(document.activeElement));
            if (!inside) {
              problems.push(`${name}: ${key} took the focus out of the dialog`);
              break;
            }
          }
        }
        await page.keyboard.press('Escape');
        await dialog.waitFor({ state: 'hidden' });
        // the focus goes back once the closing has ended, which may be a frame after the dialog is hidden
        const back = await page
          .waitForFunction((t) => t === document.activeElement, await trigger.elementHandle(), { timeout: 5_000 })
          .then(() => true, () => false);
        if (!back) {
          const where = await page.evaluate(() => {
            const a = document.activeElement;
            return a && a !== document.body ? `${a.tagName.toLowerCase()} "${a.getAttribute('aria-label') ?? a.textContent?.slice(0, 40)}"` : 'the page';
          });
          problems.push(`${name}: the focus did not return to what opened it (it is on ${where})`);
        }
      };

      // dialogs opened from a list's first row: [screen, shot, table, row button, dialog]
      for (const [path, name, table, button, dialogName] of [
        // a deletion's confirmation (the candidate list)
        ['/candidates', 'confirm-delete', 'Candidates', /^Delete /, 'Delete candidate'],
        // a form in a dialog (rename a skill)
        ['/settings/skills', 'edit-skill', 'Skills', /^Edit /, 'Edit Skill'],
      ]) {
        await visit(page, path);
        const row = page.getByRole('table', { name: table }).getByRole('button', { name: button });
        await check(name, row.first(), dialogName);
      }
      // a status change in a job's pipeline
      await visit(page, `/joborders/${ids.job}?tab=status&group=prospective`);
      const change = page.getByRole('button', { name: 'Change status' }).first();
      if (await change.count()) await check('status-change', change, /status/i);

      assert.deepEqual(problems, []);
      assertNoConsoleErrors(page);
      await page.context().close();
    });
  }

  it('the keyboard reaches the navigation and a list with a visible focus ring; form errors are announced', async () => {
    const page = await open('laptop');
    await visit(page, '/candidates');
    const unringed = [];
    for (let i = 0; i < 15; i++) {
      await page.keyboard.press('Tab');
      const focus = await page.evaluate(() => {
        const el = document.activeElement;
        if (!el || el === document.body) return null;
        const s = getComputedStyle(el);
        const ring =
          (s.outlineStyle !== 'none' && parseFloat(s.outlineWidth) > 0) || s.boxShadow !== 'none';
        return {
          ring,
          label: `${el.tagName.toLowerCase()} "${(el.getAttribute('aria-label') ?? el.textContent ?? '').trim().slice(0, 30)}"`,
        };
      });
      if (focus && !focus.ring) unringed.push(focus.label);
    }
    assert.deepEqual(unringed, [], 'every focused control shows a focus ring');

    // Add User with nothing typed: the messages are in live regions and the fields point at them
    await visit(page, '/managelogins/add');
    await page.getByRole('button', { name: 'Add' }).click();
    const email = page.getByLabel('Email Id');
    await shot(page, 'screens-form-errors-laptop');
    assert.equal(await email.getAttribute('aria-invalid'), 'true', 'the field is marked invalid');
    // the field names its message (aria-errormessage, or aria-describedby), which sits in a live region
    const message = await email.evaluate((input) => {
      const ids = `${input.getAttribute('aria-errormessage') ?? ''} ${input.getAttribute('aria-describedby') ?? ''}`.trim().split(/\s+/);
      const el = ids.map((id) => document.getElementById(id)).find((e) => e && e.textContent.trim());
      return el ? { text: el.textContent.trim(), live: Boolean(el.closest('[aria-live], [role="alert"]')) } : null;
    });
    assert.deepEqual(message, { text: '* Please Enter all fields', live: true });
    assertNoConsoleErrors(page);
    await page.context().close();
  });
});

describe('the record side panels', () => {
  // the chosen tab is focused (when asked), inside the scrolling row and clear of the cue over an edge that has more
  const inView = ({ tab, focused }) => {
    const strip = tab.closest('[role="tablist"]').parentElement;
    const row = strip.getBoundingClientRect();
    const box = tab.getBoundingClientRect();
    const cues = Array.from(strip.parentElement.querySelectorAll('[data-scroll-cue]')).map((c) => c.getBoundingClientRect());
    return (
      (!focused || document.activeElement === tab) &&
      box.left >= row.left - 1 &&
      box.right <= row.right + 1 &&
      cues.every((c) => box.right <= c.left + 1 || box.left >= c.right - 1)
    );
  };
  for (const width of ['phone', 'laptop']) {
    it(`keep their tabs on one row that scrolls sideways, the chosen tab in view, at ${WIDTHS[width].viewport.width} px`, async () => {
      const page = await open(width);
      const problems = [];
      for (const [name, path, middle] of [
        ['client', `/clients/${ids.client}`, 'documents'],
        ['candidate', `/candidates/${ids.candidate}`, 'joborders'],
        ['job order', `/joborders/${ids.job}`, 'interviews'],
      ]) {
        await visit(page, path);
        const row = page.locator('aside').getByRole('tablist');
        const tops = await row
          .getByRole('tab')
          .evaluateAll((tabs) => tabs.map((t) => Math.round(t.getBoundingClientRect().top)));
        if (new Set(tops).size !== 1) problems.push(`${name}: the ${tops.length} tabs take ${new Set(tops).size} rows`);
        // from the first tab, ArrowLeft chooses the last: it has the focus and is scrolled into the row
        await row.locator('[aria-selected="true"]').focus();
        await page.keyboard.press('ArrowLeft');
        const last = row.getByRole('tab').last();
        await last.and(page.locator('[aria-selected="true"]')).waitFor();
        const seen = await page
          .waitForFunction(inView, { tab: await last.elementHandle(), focused: true }, { timeout: 5_000 })
          .then(() => true, () => false);
        if (!seen) problems.push(`${name}: the last tab, chosen by ArrowLeft, is not focused in view`);
        if (width === 'phone') {
          const { scrollWidth, clientWidth } = await sideways(page);
          if (scrollWidth > clientWidth) problems.push(`${name}: the page scrolls sideways (${scrollWidth} > ${clientWidth})`);
        }
        await shot(page, `screens-side-panel-${name.replace(' ', '')}-${width}`);
        // a link to a tab in the middle opens with that tab in view
        await visit(page, `${path}?panel=${middle}`);
        const chosen = page.locator('aside').getByRole('tab', { selected: true });
        const shown = await page
          .waitForFunction(inView, { tab: await chosen.elementHandle(), focused: false }, { timeout: 5_000 })
          .then(() => true, () => false);
        if (!shown) problems.push(`${name}: ?panel=${middle} opens with its tab out of view or under a cue`);
      }
      assert.deepEqual(problems, []);
      assertNoConsoleErrors(page);
      await page.context().close();
    });
  }
});
