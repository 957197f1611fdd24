import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { desktop, launchBrowser, phone } from './support/browser.ts';
import { asSubscriber, registerSubscriber } from './support/catalog.ts';
import { signedInStaff } from './support/console.ts';

const stamp = Date.now().toString(36);
const title = `Editor's Special ${stamp}`;
let browser: Browser;

/** A live HLS playlist of our own for the relay channel to point at. */
const feed = http.createServer((_request, response) => {
  response.setHeader('content-type', 'application/vnd.apple.mpegurl');
  response.end('#EXTM3U\n#EXT-X-VERSION:3\n#EXT-X-TARGETDURATION:4\n#EXTINF:4,\nseg1.ts\n');
});

beforeAll(async () => {
  browser = await launchBrowser();
  await new Promise<void>((resolve) => feed.listen(0, '127.0.0.1', resolve));
});
afterAll(async () => {
  await browser.close();
  await new Promise((resolve) => feed.close(resolve));
});

/** XMLTV time, in UTC+01:00. */
function xmltvTime(at: number): string {
  const local = new Date(at + 3_600_000).toISOString();
  return `${local.slice(0, 4)}${local.slice(5, 7)}${local.slice(8, 10)}${local.slice(11, 13)}${local.slice(14, 16)}00 +0100`;
}

/** A console page signed in as a new editor, on Live TV; made once for the file. */
let editorPromise: Promise<Page> | undefined;
function liveEditor(): Promise<Page> {
  editorPromise ??= (async () => {
    const { page } = await signedInStaff(browser, desktop, 'editor');
    await page.getByRole('navigation').getByRole('link', { name: 'Live TV' }).click();
    await page.getByRole('heading', { name: 'Live TV', level: 1 }).waitFor();
    await page.locator('[data-uid="glo-news-24"]').waitFor();
    return page;
  })();
  return editorPromise;
}

describe('Live TV in the console', () => {
  it("the editor imports an XMLTV file and the subscriber's TV guide shows it", async () => {
    const editor = await liveEditor();
    const start = Math.floor(Date.now() / 1_800_000) * 1_800_000;
    const guide = [
      '<?xml version="1.0" encoding="UTF-8"?>',
      '<tv>',
      `<programme channel="glo-news-24" start="${xmltvTime(start)}" stop="${xmltvTime(start + 3 * 3_600_000)}">`,
      `<title lang="en">${title.replace("'", '&apos;')}</title><title lang="pt">Especial ${stamp}</title>`,
      '</programme>',
      `<programme channel="no-such.ng" start="${xmltvTime(start)}" stop="${xmltvTime(start + 3_600_000)}"><title>X</title></programme>`,
      '</tv>',
    ].join('\n');
    await editor.getByLabel(/^Guide file/).setInputFiles({
      name: 'guide.xml',
      mimeType: 'application/xml',
      buffer: Buffer.from(guide),
    });
    const answer = editor.waitForResponse((response) => response.url().includes('/xmltv/upload'), {
      timeout: 20_000,
    });
    await editor.getByRole('button', { name: 'Import the file' }).click();
    const uploaded = await answer;
    expect(`${uploaded.status()} ${(await uploaded.text()).slice(0, 300)}`).toMatch(/^200 /);
    const report = editor.getByTestId('xmltv-report');
    await editor.locator('[data-testid="xmltv-report"], [role="alert"]').first().waitFor();
    expect(await editor.getByRole('alert').allTextContents()).toEqual([]);
    expect(await report.textContent()).toContain('Imported: 1.');
    expect(await report.textContent()).toContain('Unknown channel: 1');
    await editor.screenshot({ path: '/tmp/console-live-1280.png', fullPage: true });
    await editor.setViewportSize(phone);
    await editor.screenshot({ path: '/tmp/console-live-360.png', fullPage: true });
    await editor.setViewportSize(desktop);

    const subscriber = await registerSubscriber('glo');
    await asSubscriber(browser, subscriber, desktop, '/play/tvguide', async (page) => {
      await page.locator('.tv-guide__show-title', { hasText: title }).first().waitFor();
    });
  });

  it('the editor creates a relay and a schedule channel, drags a programme and the TV guide shows it then', async () => {
    const editor = await liveEditor();
    const feedUrl = `http://127.0.0.1:${(feed.address() as AddressInfo).port}/live/index.m3u8`;
    // Names that are no word of either language: the Portuguese walk of later files reads every channel's name.
    const channelName = `Kalakuta ${stamp}`;
    const createChannel = async (kind: 'relay' | 'schedule', uid: string, name: string) => {
      await editor
        .getByRole('button', { name: kind === 'relay' ? 'New relay channel' : 'New schedule channel' })
        .click();
      const form = editor.getByRole('form', {
        name: kind === 'relay' ? 'New relay channel' : 'New schedule channel',
      });
      await form.getByLabel(/^Identifier/).fill(uid);
      await form.getByLabel(/^Name/).fill(name);
      await form.getByLabel(/^Short name/).fill('DRG');
      if (kind === 'relay') {
        await form.getByLabel(/^Source HLS address/).fill('ftp://nowhere.example.com/x');
        await form.getByRole('button', { name: 'Create the channel' }).click();
        await form.getByText('An http or https address.').waitFor();
        await form.screenshot({ path: '/tmp/console-channel-form-1280.png' });
        await form.getByLabel(/^Source HLS address/).fill(feedUrl);
      }
      await form.locator('select[name="category_id"]').selectOption({ index: 1 });
      await form.getByLabel(/^Position/).fill('0');
      await form.getByLabel(/^Free to air/).check();
      if (kind === 'schedule') await form.getByLabel(/^Filler asset/).waitFor();
      await form.getByRole('button', { name: 'Create the channel' }).click();
      await editor
        .getByRole('status')
        .filter({ hasText: `${name} is saved.` })
        .waitFor();
      await editor.locator(`[data-uid="${uid}"]`).waitFor();
    };
    await createChannel('relay', `relay-${stamp}`, `Ikeja ${stamp}`);
    await editor.getByRole('button', { name: `Edit Ikeja ${stamp}` }).click();
    const edit = editor.getByRole('form', { name: `Editing Ikeja ${stamp}` });
    expect(await edit.getByLabel(/^Source HLS address/).inputValue()).toBe(feedUrl);
    await edit.getByLabel(/^Name/).fill(`Ikeja Oja ${stamp}`);
    await edit.getByRole('button', { name: 'Save the channel' }).click();
    await editor.locator(`[data-uid="relay-${stamp}"]`, { hasText: `Ikeja Oja ${stamp}` }).waitFor();
    await createChannel('schedule', `drag-${stamp}`, channelName);

    // A two-hour programme from an hour ago (Lagos time), then dragged half an hour later.
    const lagosNow = Date.now() + 3_600_000;
    const lagosMidnight = Math.floor(lagosNow / 86_400_000) * 86_400_000 - 3_600_000;
    const minuteNow = Math.floor((lagosNow % 86_400_000) / 60_000);
    const typedStart = Math.max(0, Math.floor(minuteNow / 5) * 5 - 60);
    const clock = (minutes: number) =>
      `${String(Math.floor(minutes / 60) % 24).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
    const schedule = editor.getByRole('form', { name: 'Schedule of the day' });
    await schedule.getByRole('heading', { name: new RegExp(channelName) }).waitFor();
    await schedule.getByRole('button', { name: 'Add a programme' }).click();
    const row = schedule.getByRole('list', { name: 'Programmes' }).getByRole('listitem').last();
    await row.getByLabel(/^Title/).fill(`Afrobeat ${stamp}`);
    await row.getByLabel(/^Starts/).fill(clock(typedStart));
    await row.getByLabel(/^Ends/).fill(clock(typedStart + 120));
    await row.getByLabel('VOD asset').waitFor();
    const block = schedule.locator('.timeline__block', { hasText: `Afrobeat ${stamp}` });
    await block.scrollIntoViewIfNeeded();
    const box = await block.boundingBox();
    if (!box) throw new Error('the programme is not on the timeline');
    await editor.mouse.move(box.x + box.width / 2, box.y + 8);
    await editor.mouse.down();
    await editor.mouse.move(box.x + box.width / 2, box.y + 8 + 18, { steps: 3 });
    await editor.mouse.move(box.x + box.width / 2, box.y + 8 + 36, { steps: 3 });
    await editor.mouse.up();
    expect(await row.getByLabel(/^Starts/).inputValue()).toBe(clock(typedStart + 30));
    expect(await row.getByLabel(/^Ends/).inputValue()).toBe(clock(typedStart + 150));
    await block.focus();
    await editor.keyboard.press('ArrowDown');
    expect(await row.getByLabel(/^Starts/).inputValue()).toBe(clock(typedStart + 35));
    await editor.keyboard.press('ArrowUp');
    // One gap when the programme runs past midnight, two otherwise.
    expect(await schedule.getByTestId('schedule-summary').textContent()).toMatch(/gaps?:/);
    const saved = editor.waitForResponse(
      (response) => response.url().includes('/schedule/') && response.request().method() === 'PUT',
    );
    await schedule.getByRole('button', { name: 'Save the day' }).click();
    expect((await saved).status()).toBe(200);
    await schedule.getByText('The day is saved.').waitFor();
    await editor.screenshot({ path: '/tmp/console-channels-1280.png', fullPage: true });
    await editor.setViewportSize(phone);
    await schedule.screenshot({ path: '/tmp/console-channels-360.png' });
    await editor.context().close();

    const startsAt = lagosMidnight + (typedStart + 30) * 60_000;
    const subscriber = await registerSubscriber('glo');
    await asSubscriber(browser, subscriber, desktop, '/play/tvguide', async (page) => {
      const shown = await page.evaluate(
        (at) => new Intl.DateTimeFormat('en-GB', { hour: '2-digit', minute: '2-digit' }).format(at),
        startsAt,
      );
      const show = page
        .getByRole('region', { name: channelName })
        .locator('.tv-guide__show', { hasText: `Afrobeat ${stamp}` });
      await show.waitFor();
      expect(await show.locator('.tv-guide__show-time').textContent()).toMatch(new RegExp(`^${shown}`));
    });
  });
});
