/**
 * Rasterises an SVG with the system Chromium, for the one image that must be a PNG (link
 * previews: most social sites do not accept SVG).
 */
import { chromium } from '@playwright/test';

export async function renderSvgToPng(svg: string, width: number, height: number): Promise<Buffer> {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu'],
  });
  try {
    const page = await browser.newPage({ viewport: { width, height } });
    await page.setContent(`<!doctype html><html><body style="margin:0">${svg}</body></html>`);
    return await page.screenshot({ clip: { x: 0, y: 0, width, height } });
  } finally {
    await browser.close();
  }
}
