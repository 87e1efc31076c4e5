import { defineSection } from '../../renderer/section-manifest';

export default defineSection({
  type: 'marquee-strip',
  component: () => import('./marquee-strip-section'),
  // Below the hero: the strip moves from its CSS alone; its script (the pause button) hydrates as the
  // strip nears the viewport, before a visitor can reach the button.
  hydration: 'when-visible',
});
