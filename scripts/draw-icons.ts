import { readFileSync } from 'node:fs';
import { chromium } from 'playwright-core';
import { findChromium } from './chromium.mjs';

// Draws the installed app's PNG icons (the web app manifest's, which Android needs as PNG) from
// public/icons/icon.svg, whose glyph stays inside the middle 60% that a maskable icon keeps.
// Run after changing the SVG: npm run icons.

const SIZES = [192, 512];
const svg = readFileSync('public/icons/icon.svg', 'utf8');
const executablePath = process.env.CHROME_PATH ?? findChromium();
if (!executablePath) throw new Error('Chromium is missing: apt-get install -y chromium, or set CHROME_PATH');

const browser = await chromium.launch({ executablePath });
try {
  for (const size of SIZES) {
    const page = await browser.newPage({ viewport: { width: size, height: size } });
    await page.setContent(`<style>html,body{margin:0}svg{display:block;width:${size}px;height:${size}px}</style>${svg}`);
    await page.screenshot({ path: `public/icons/icon-${size}.png`, omitBackground: false });
    await page.close();
    console.log(`public/icons/icon-${size}.png`);
  }
} finally {
  await browser.close();
}
