import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { modal } from './support/accounts.ts';
import { desktop, launchBrowser, phone } from './support/browser.ts';
import { asSubscriber, registerSubscriber, type Subscriber } from './support/catalog.ts';
import { itemsCutWhenScrolledTo } from './support/side-scroll.ts';

const payTitle = 'Data Bundle or Access Pack required';
const dataBundle = 'GLO-TV Data Bundle required. Click OK to get.';

let browser: Browser;
/** A new Glo subscriber owns no package: paid channels are locked. */
let glo: Subscriber;

beforeAll(async () => {
  browser = await launchBrowser();
  glo = await registerSubscriber('glo');
});
afterAll(() => browser.close());

const guide = (page: Page) => page.locator('.tv-guide__scroll');

/**
 * For each programme title: how many of its first characters are shown, whole, inside its box and clear of
 * the channel column (a title cut with '…' loses the characters the '…' may cover), and its length. Only
 * programmes with at least a half hour (128 px) in view beside the channel column are measured.
 */
function shownTitlePrefixes(page: Page) {
  return guide(page).evaluate((scroller) => {
    const view = scroller.getBoundingClientRect();
    const column = scroller.querySelector('.tv-guide__channel')?.getBoundingClientRect().right ?? view.left;
    const inView = (show: Element) => {
      const box = show.getBoundingClientRect();
      return Math.min(box.right, view.right) - Math.max(box.left, column) >= 128;
    };
    return [...scroller.querySelectorAll<HTMLElement>('.tv-guide__show-title')]
      .filter((title) => title.parentElement && inView(title.parentElement))
      .map((title) => {
        const text = title.firstChild;
        const data = text instanceof Text ? text.data : '';
        const titleBox = title.getBoundingClientRect();
        const box = {
          left: Math.max(titleBox.left, column),
          right: titleBox.right,
          top: titleBox.top,
          bottom: titleBox.bottom,
        };
        const range = document.createRange();
        let shown = data.length;
        for (let index = 0; index < data.length; index += 1) {
          if (/\s/.test(data[index] ?? '')) continue;
          range.setStart(text as Text, index);
          range.setEnd(text as Text, index + 1);
          const glyph = range.getBoundingClientRect();
          const inside =
            glyph.left >= box.left - 0.5 &&
            glyph.right <= box.right + 0.5 &&
            glyph.top >= box.top - 0.5 &&
            glyph.bottom <= box.bottom + 0.5;
          if (!inside) {
            shown = index;
            break;
          }
        }
        const cut =
          title.scrollHeight > title.clientHeight + 0.5 || title.scrollWidth > title.clientWidth + 0.5;
        return { title: data, shown: cut ? Math.max(0, Math.min(shown, data.length) - 3) : shown };
      });
  });
}

/** Where the 'now' line is, and what of the guide is in view beside the channel column. */
function nowLineInView(page: Page) {
  return guide(page).evaluate((scroller) => {
    const line = scroller.querySelector('.tv-guide__ruler .tv-guide__now')?.getBoundingClientRect();
    const column = scroller.querySelector('.tv-guide__channel')?.getBoundingClientRect();
    const box = scroller.getBoundingClientRect();
    if (!line || !column) return false;
    return line.left >= column.right && line.right <= box.right;
  });
}

describe('TV guide', () => {
  it('on a 360 px phone: logo column, readable titles, text clear of the now line, swipe and Now', async () => {
    await asSubscriber(browser, glo, phone, '/play/newdashboard', async (page) => {
      // 25 minutes into a half hour (within the last half hour): the 'now' line is far from the half hour the
      // swipe snaps to, where a scroll to now is most easily lost.
      const halfHour = 30 * 60_000;
      const late = Math.floor(Date.now() / halfHour) * halfHour + 25 * 60_000;
      await page.clock.setFixedTime(late <= Date.now() ? late : late - halfHour);
      await page.goto('/play/tvguide');
      await page.locator('.tv-guide__show-title').first().waitFor();
      await page.locator('.tv-guide__channel img').first().waitFor();

      // The channels are a narrow column of logos; their names stay as the rows' headings.
      const column = await page
        .locator('.tv-guide__row:not(.tv-guide__row--head) .tv-guide__channel')
        .first();
      expect((await column.boundingBox())!.width).toBeLessThanOrEqual(64);
      await page.getByRole('heading', { name: 'GLO News 24', level: 2 }).waitFor();

      const titles = await shownTitlePrefixes(page);
      expect(titles.length).toBeGreaterThan(10);
      const unreadable = titles.filter(({ title, shown }) => shown < Math.min(12, title.length));
      expect(unreadable).toEqual([]);

      // The 'now' line passes behind the programmes' text, and the 'Now' flag does not cover a time.
      const covered = await guide(page).evaluate((scroller) => {
        const hits: string[] = [];
        for (const line of scroller.querySelectorAll(
          '.tv-guide__track:not(.tv-guide__ruler) > .tv-guide__now',
        )) {
          const x = line.getBoundingClientRect().left + 1;
          // elementFromPoint passes through `pointer-events: none`; the line is asked to be hit-testable here.
          (line as HTMLElement).style.pointerEvents = 'auto';
          for (const title of line.parentElement?.querySelectorAll('.tv-guide__show-title') ?? []) {
            const box = title.getBoundingClientRect();
            if (box.left > x || box.right < x || box.bottom < 0 || box.top > window.innerHeight) continue;
            const top = document.elementFromPoint(x, box.top + box.height / 2);
            if (!top?.closest('.tv-guide__show')) hits.push(title.textContent ?? '');
          }
        }
        const flag = scroller.querySelector('.tv-guide__now-label')?.getBoundingClientRect();
        for (const tick of scroller.querySelectorAll('.tv-guide__tick')) {
          const box = tick.getBoundingClientRect();
          if (
            flag &&
            box.left < flag.right &&
            flag.left < box.right &&
            box.top < flag.bottom &&
            flag.top < box.bottom
          )
            hits.push(`ruler ${tick.textContent}`);
        }
        return hits;
      });
      expect(covered).toEqual([]);

      // Swipe through time: the guide scrolls sideways and comes to rest on the half hours.
      const scroll = await guide(page).evaluate((scroller) => ({
        overflow: scroller.scrollWidth - scroller.clientWidth,
        snap: getComputedStyle(scroller).scrollSnapType,
      }));
      expect(scroll.overflow).toBeGreaterThan(phone.width * 2);
      expect(scroll.snap).toContain('x');

      expect(await nowLineInView(page)).toBe(true);
      await guide(page).evaluate((scroller) => {
        scroller.scrollLeft = scroller.scrollWidth;
      });
      await expect.poll(() => nowLineInView(page)).toBe(false);
      // Swiped on, a programme that began off to the left still shows its title.
      await guide(page).evaluate((scroller) => {
        scroller.scrollLeft = 3.3 * 256;
      });
      expect((await shownTitlePrefixes(page)).length).toBeGreaterThan(10);
      await expect
        .poll(async () =>
          (await shownTitlePrefixes(page)).filter(({ title, shown }) => shown < Math.min(12, title.length)),
        )
        .toEqual([]);
      await page.getByRole('button', { name: 'Now', exact: true }).click();
      await expect.poll(() => nowLineInView(page)).toBe(true);
    });
  });

  it('on a desktop keeps the six hours in one grid with the channel names', async () => {
    await asSubscriber(browser, glo, desktop, '/play/tvguide', async (page) => {
      await page.locator('.tv-guide__show-title').first().waitFor();
      expect(await guide(page).evaluate((scroller) => scroller.scrollWidth <= scroller.clientWidth)).toBe(
        true,
      );
      expect(await page.getByRole('button', { name: 'Now', exact: true }).count()).toBe(0);
      const name = page.locator('.tv-guide__channel-name', { hasText: 'GLO News 24' });
      expect((await name.boundingBox())!.width).toBeGreaterThan(40);
    });
  });
});

describe('Live TV', () => {
  it('keeps the keyboard on Earlier and Later at their limits, 24 hours back and now', async () => {
    await asSubscriber(browser, glo, desktop, '/play/tvguide', async (page) => {
      await page.locator('.tv-guide__show-title').first().waitFor();
      const earlier = page.getByRole('button', { name: 'Earlier', exact: true });
      const later = page.getByRole('button', { name: 'Later', exact: true });
      expect(await later.getAttribute('aria-disabled')).toBe('true');
      await earlier.focus();
      // Four six-hour steps reach the catch-up limit; the fifth press does nothing and the focus stays.
      for (let press = 0; press < 5; press++) await page.keyboard.press('Enter');
      expect(await earlier.getAttribute('aria-disabled')).toBe('true');
      expect(await earlier.evaluate((button) => button === document.activeElement)).toBe(true);
      await page.keyboard.press('Tab');
      expect(await later.evaluate((button) => button === document.activeElement)).toBe(true);
      for (let press = 0; press < 5; press++) await page.keyboard.press('Enter');
      expect(await later.getAttribute('aria-disabled')).toBe('true');
      expect(await later.evaluate((button) => button === document.activeElement)).toBe(true);
      expect(await earlier.getAttribute('aria-disabled')).toBeNull();
    });
  });

  it('names the category tabs in Portuguese, none of them cut on a phone', async () => {
    await asSubscriber(browser, glo, phone, '/play/channelspage', async (page) => {
      await page.getByRole('combobox', { name: 'Language' }).selectOption('pt');
      const tablist = page.getByRole('tablist', { name: 'TV em direto' });
      await tablist.getByRole('tab', { name: 'Notícias' }).waitFor();
      expect(await tablist.getByRole('tab').allTextContents()).toEqual([
        'Todos',
        'Notícias',
        'Entretenimento',
        'Desporto',
        'Infantil',
        'Música',
      ]);
      expect(await itemsCutWhenScrolledTo(tablist, '[role="tab"]')).toEqual([]);
    });
  });

  it("shows a locked channel's pay text once, in the prompt, over the channel's name", async () => {
    await asSubscriber(
      browser,
      glo,
      phone,
      '/play/channelsplayer?uid=naija-business-live&id=2',
      async (page) => {
        const prompt = modal(page, payTitle);
        await prompt.getByText(dataBundle, { exact: true }).waitFor();
        await page.getByRole('heading', { name: 'Naija Business Live', level: 1 }).waitFor();
        expect(await page.getByText(dataBundle).count()).toBe(1);
        expect(await page.locator('video').count()).toBe(0);

        await prompt.getByRole('button', { name: 'Cancel' }).click();
        await prompt.waitFor({ state: 'detached' });
        expect(await page.getByText(dataBundle).count()).toBe(0);
        await page.getByRole('button', { name: 'How to watch this channel' }).click();
        await prompt.getByText(dataBundle, { exact: true }).waitFor();
        expect(await page.getByText(dataBundle).count()).toBe(1);
      },
    );
  });
});
