import { Dialog } from './dialog';
import { YouTubeFacade } from './youtube-facade';
import { useSectionWords } from '../i18n/dictionary-context';
import { controlsWords } from '../i18n/section-words/controls';
import './video-modal.css';

/** A video file served by this site ('/images/clip.mp4'), played by the browser itself rather than framed. */
function isLocalVideo(url: string): boolean {
  return /^\/[^/].*\.(mp4|webm)$/i.test(url);
}

/**
 * The site's video popup (opened through useVideoModal().openVideo(url)). The press that opened it
 * already asked for the video, so it starts at once: a YouTube link loads the player frame, with a
 * spinner until it has loaded; a video file of this site plays in the browser's own player, with
 * its controls. Closing removes either at once (the sound stops) while the black box fades away.
 */
export default function VideoModal({ open, url, onClose }: { open: boolean; url: string | null; onClose(): void }) {
  const common = useSectionWords('controls', controlsWords);
  return (
    <Dialog open={open && url !== null} onClose={onClose} label={common.video} className="video-dialog">
      {url &&
        (isLocalVideo(url) ? (
          // eslint-disable-next-line jsx-a11y/media-has-caption -- the site's clips have no speech; a clip with speech needs a <track>
          <video key={url} className="video-dialog__file" src={url} controls autoPlay playsInline />
        ) : (
          <YouTubeFacade key={url} url={url} title={common.video} active />
        ))}
    </Dialog>
  );
}
