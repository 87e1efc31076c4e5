import { defineSection } from '../../renderer/section-manifest';

export default defineSection({
  type: 'contact-form',
  component: () => import('./contact-form-section'),
  // The server's form works without scripts; its script (validation while typing, react-hook-form) loads when the visitor reaches for it.
  hydration: 'on-intent',
});
