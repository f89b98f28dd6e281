import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { expect, test } from 'vitest';
import { PRODUCT_OWNER_USER_TYPE } from '../../src/domain/session-rules';
import { trainingVideoMessages } from '../../src/domain/training-video-messages';
import { demoAgents } from '../../src/server/seed/demo-agents';
import { appAndBrowser } from './support/app-and-browser';
import { signIn } from './support/journey';

// On 360 px phones: the product owner adds a training video (its title and its file) on the screen
// beside the forms preview; what is not a video is refused with the catalogue's message under the
// file. The agent finds it in Training and Support, plays it, and sees how long it runs as the video
// itself says.

const app = appAndBrowser();
const productOwner = demoAgents.find((a) => a.userType === PRODUCT_OWNER_USER_TYPE);
const agent = demoAgents.find((a) => a.employeeId === 'EMP1002');
/** A real WebM recording of 3.97 seconds (the server's sample clip). */
const clip = readFileSync(join(import.meta.dirname, '../../src/server/features/support/media/training-placeholder.webm'));
const TITLE = 'Taking a card payment on the POS';

const width = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth);

test('the product owner adds a video, and the agent plays it from Training and Support with its real length', async () => {
  const ownerContext = await app.browser.newContext();
  const owner = await ownerContext.newPage();
  await owner.goto(app.server.url);
  await signIn(owner, productOwner?.email ?? '');
  await owner.getByRole('heading', { name: 'Forms preview' }).waitFor();
  await owner.getByRole('link', { name: 'Training videos' }).tap();
  await owner.getByRole('heading', { name: 'Training videos', level: 2 }).waitFor();
  const file = owner.locator('#training-video-file');

  // Nothing chosen; then a file named as a video that is none: each refusal said under the file.
  await owner.getByRole('textbox', { name: 'Title' }).fill(TITLE);
  await owner.getByRole('button', { name: 'Add video' }).tap();
  await owner.getByText(trainingVideoMessages.fileRequired).waitFor();
  await file.setInputFiles({ name: 'card-payment.mp4', mimeType: 'video/mp4', buffer: Buffer.from('this is a text file, not a video') });
  await owner.getByRole('button', { name: 'Add video' }).tap();
  await owner.getByText(trainingVideoMessages.notVideo).waitFor();
  expect(await owner.getByRole('textbox', { name: 'Title' }).inputValue()).toBe(TITLE);

  await file.setInputFiles({ name: 'card-payment.webm', mimeType: 'video/webm', buffer: clip });
  await owner.getByRole('textbox', { name: 'Description' }).fill('Tap, insert and swipe.');
  await owner.getByRole('button', { name: 'Add video' }).tap();
  await owner.getByRole('status').getByText(trainingVideoMessages.added(TITLE)).waitFor();
  const listed = owner.getByRole('list', { name: 'In Training and Support' });
  await listed.getByText(TITLE).waitFor();
  expect(await width(owner)).toBeLessThanOrEqual(360);
  await ownerContext.close();

  const agentContext = await app.browser.newContext();
  const page = await agentContext.newPage();
  await page.goto(app.server.url);
  await signIn(page, agent?.email ?? '');
  await page.getByText(/^\d+ leads$/).waitFor();
  await page.getByRole('button', { name: 'Open menu' }).tap();
  await page.getByRole('navigation', { name: 'App menu' }).getByText('Training and Support').tap();
  await page.waitForURL((u) => u.pathname === '/player');
  const list = page.getByRole('navigation', { name: 'Training videos' });
  await list.getByText(TITLE).waitFor();
  expect(await list.getByRole('button').allTextContents()).toEqual([expect.stringContaining(TITLE), expect.stringContaining('Sample clip: how training videos play')]);
  const video = page.getByLabel(TITLE);
  await video.waitFor();
  expect(await video.getAttribute('src')).toMatch(/^\/videos\/[0-9a-f-]{36}\.webm$/);
  // The video element reads the file's own length; the player shows it.
  await page.getByText('Length 0:04').waitFor({ timeout: 30_000 });
  await video.evaluate((element: HTMLVideoElement) => element.play().catch(() => undefined));
  await expect.poll(() => video.evaluate((element: HTMLVideoElement) => element.currentTime), { timeout: 15_000 }).toBeGreaterThan(0);
  expect(await width(page)).toBeLessThanOrEqual(360);
  await agentContext.close();
}, 180_000);
