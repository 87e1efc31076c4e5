import { defineSection } from '../../renderer/section-manifest';

export default defineSection({
  type: 'message',
  component: () => import('./message-section'),
  content: { rendersPageHeading: true },
});
