import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/**
 * axe-core with every WCAG 2.0, 2.1 and 2.2 A and AA rule, on the page as it stands (call it after
 * the page has its data). Google's map frame is Google's document, not ours, so it is left out.
 */
export async function expectNoWcagViolations(page: Page, label: string): Promise<void> {
  await renderSkippedContent(page);
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'])
    .exclude('iframe[src*="google.com/maps"]')
    .analyze();
  const summary = results.violations.map(
    (violation) => `${violation.id} (${violation.impact}): ${violation.help}\n    ${violation.nodes.map((node) => node.target.join(' ')).join('\n    ')}`,
  );
  expect(summary, `${label}\n${summary.join('\n')}`).toEqual([]);
}

/**
 * Some sections below the first screen have `content-visibility: auto`: until the browser next
 * updates the rendering after one nears the viewport, its contents are skipped, so hit-testing at
 * an element inside finds only the section's box. axe's colour-contrast rule judges the background
 * by hit-testing, and then measured a button's text against the section's colour instead of the
 * button's own (white on #f4f8f9, 1.06:1) whenever it ran before that update: a loaded machine
 * failed one run in six. The sections with such buttons (the treatments carousel, the
 * testimonials) no longer skip their contents, since Lighthouse's own axe run met the same race;
 * those that still do hold no text on a background of its own. The property changes only when
 * the browser paints, never a colour, so the checks see every section rendered.
 */
export async function renderSkippedContent(page: Page): Promise<void> {
  // Through the CSSOM, which the page's Content-Security-Policy allows (an injected <style> it refuses);
  // then two frames: the change applies, then the contents are laid out and painted.
  await page.evaluate(async () => {
    for (const element of document.querySelectorAll<HTMLElement>('*')) {
      if (getComputedStyle(element).contentVisibility === 'auto') element.style.contentVisibility = 'visible';
    }
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
  });
}
