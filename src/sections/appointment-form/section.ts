import { defineSection } from '../../renderer/section-manifest';

export default defineSection<'appointment-form'>({
  type: 'appointment-form',
  component: () => import('./appointment-form-section'),
  data: () => import('./data'),
  // The server's form works without scripts; its script (validation while typing, react-hook-form) loads when the visitor reaches for it.
  hydration: 'on-intent',
});
