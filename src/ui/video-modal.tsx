import { useEffect, useState } from 'react';
import { Modal } from './modal';
import { toYouTubeEmbedUrl } from './youtube';

/** The video popup: a YouTube frame with a spinner until it has loaded. */
export default function VideoModal({ open, url, onClose }: { open: boolean; url: string | null; onClose(): void }) {
  const [loaded, setLoaded] = useState(false);
  useEffect(() => setLoaded(false), [url]);
  return (
    <Modal open={open && url !== null} onClose={onClose} label="Video">
      {url && (
        <div className="video-frame">
          {!loaded && <div className="video-spinner" role="status" aria-label="Loading video" />}
          <iframe
            src={`${toYouTubeEmbedUrl(url)}?autoplay=1&rel=0`}
            title="Video"
            allow="autoplay; encrypted-media; picture-in-picture"
            allowFullScreen
            onLoad={() => setLoaded(true)}
          />
        </div>
      )}
    </Modal>
  );
}
