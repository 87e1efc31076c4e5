import { defineSection } from '../../renderer/section-manifest';

export default defineSection({
  type: 'why-choose-us',
  component: () => import('./why-choose-us-section'),
  // Below the first screen wherever it is used: its script loads as it nears the viewport.
  hydration: 'when-visible',
});
