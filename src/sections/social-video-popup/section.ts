import { defineSection } from '../../renderer/section-manifest';

export default defineSection({
  type: 'social-video-popup',
  component: () => import('./social-video-popup-section'),
  // Nothing to show at first, and nothing to do for its first 30 s: loaded when the browser is idle after load.
  hydration: 'on-intent',
  content: {
    siteProblems: (_section, site) =>
      site.clinic.socialVideo
        ? []
        : [{ value: 'the video popup needs the post to show: add clinic.socialVideo ({ "url", "title" }) to pages/site.json', pointer: '' }],
  },
});
