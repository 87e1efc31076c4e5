import type { Locator, Page } from '@playwright/test';

/**
 * Resolves once the browser has rendered `count` more frames. A change made now (a scroll, a
 * style, a React commit scheduled by an event) is on screen, and what follows from it (scroll
 * events, intersection observers, a CSS animation's next step) has been delivered: a test that
 * checks that something did NOT happen waits for this instead of a fixed time.
 */
export async function animationFrames(page: Page, count = 3): Promise<void> {
  await page.evaluate(
    (frames) =>
      new Promise<void>((resolve) => {
        let left = frames;
        const step = () => (--left <= 0 ? resolve() : requestAnimationFrame(step));
        requestAnimationFrame(step);
      }),
    count,
  );
}

/** The play state of the CSS animations on the element `selector` names ('running', 'paused'; none: 'idle'). */
export function animationPlayState(page: Page, selector: string): Promise<string> {
  return page.locator(selector).evaluate((element) => element.getAnimations()[0]?.playState ?? 'idle');
}

/**
 * Resolves once the browser has delivered the intersection observations for where `element` is now
 * (a new observer's first report comes in the same rendering step as every earlier observer's, the
 * page's own included), and the frames after them have rendered what they changed.
 */
export async function intersectionsDelivered(element: Locator): Promise<void> {
  await element.evaluate(
    (target) =>
      new Promise<void>((resolve) => {
        const observer = new IntersectionObserver(() => {
          observer.disconnect();
          requestAnimationFrame(() => requestAnimationFrame(() => resolve()));
        });
        observer.observe(target);
      }),
  );
}
