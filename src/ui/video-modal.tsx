import { Dialog } from './dialog';
import { YouTubeFacade } from './youtube-facade';
import './video-modal.css';

/**
 * The site's video popup (opened through useVideoModal().openVideo(url)). The press that opened it
 * already asked for the video, so the player frame loads at once, with a spinner until it has
 * loaded. Closing removes the frame at once (the sound stops) while the black box fades away.
 */
export default function VideoModal({ open, url, onClose }: { open: boolean; url: string | null; onClose(): void }) {
  return (
    <Dialog open={open && url !== null} onClose={onClose} label="Video" className="video-dialog">
      {url && <YouTubeFacade key={url} url={url} title="Video" active />}
    </Dialog>
  );
}
