import { lazy, Suspense, useState } from 'react';
import { useSite } from '../../content/content-context';
import type { SectionDefinition } from '../../content/types';
import { socialVideoWords } from '../../i18n/section-words/social-video';
import { useSectionWords } from '../../i18n/dictionary-context';
import { DEFAULT_DELAY_SECONDS, useSocialPopupTrigger } from './popup-schedule';

// Downloaded when the popup is due, never with the page.
const SocialVideoDialog = lazy(() => import('./social-video-dialog'));

/**
 * The social video popup: nothing in the page itself (the server's HTML has no trace of it); once
 * the rules of popup-schedule.ts allow, it opens the clinic's Instagram video from site.json in a
 * modal dialog, once per browser session.
 */
export default function SocialVideoPopupSection({ section }: { section: SectionDefinition<'social-video-popup'> }) {
  const video = useSite().clinic.socialVideo;
  const words = useSectionWords('socialVideo', socialVideoWords);
  const delayMs = (section.delaySeconds ?? DEFAULT_DELAY_SECONDS) * 1000;
  const triggered = useSocialPopupTrigger(delayMs, video !== undefined);
  const [closed, setClosed] = useState(false);
  if (!video || !triggered) return null;
  return (
    <Suspense fallback={null}>
      <SocialVideoDialog
        open={!closed}
        onClose={() => setClosed(true)}
        url={video.url}
        title={video.title}
        loadingText={section.loadingText ?? words.loading}
        fallbackLabel={section.fallbackLabel ?? words.fallback}
      />
    </Suspense>
  );
}
