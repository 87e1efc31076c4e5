import { defineSection } from '../../renderer/section-manifest';

export default defineSection({
  type: 'appointment-form',
  component: () => import('./appointment-form-section'),
  // The server's form works without scripts; its script (validation while typing, react-hook-form) loads when the visitor reaches for it.
  hydration: 'on-intent',
});
