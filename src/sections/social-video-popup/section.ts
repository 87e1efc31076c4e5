import { defineSection } from '../../renderer/section-manifest';

export default defineSection({
  type: 'social-video-popup',
  component: () => import('./social-video-popup-section'),
  content: {
    siteProblems: (_section, site) =>
      site.clinic.socialVideo ? [] : [{ value: 'the video popup needs the post to show: add clinic.socialVideo ({ "url", "title" }) to pages/site.json', pointer: '' }],
  },
});
