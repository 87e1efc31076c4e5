import { useCallback, useEffect, useState } from 'react';
import { useAutoplayPause } from './use-autoplay-pause';
import { useInView } from './use-in-view';

/** Share of the video that must be on screen for it to play. */
const PLAY_VISIBILITY = 0.5;

/**
 * A muted, looping <video> that plays by itself only while at least half of it is on screen, and
 * pauses otherwise (off screen it would only spend battery and data). The visitor's pause stops it
 * for good until they press play; under reduced motion it starts paused. `held` pauses it too, for
 * as long as it is true (e.g. while another video plays in a popup).
 *
 *   const { ref, paused, togglePaused } = useVisiblePlayback();
 *   <video ref={ref} playsInline loop preload="none" poster="…">…</video>   (the hook mutes it)
 *   <PlayPauseButton paused={paused} onToggle={togglePaused} pauseLabel="Pause video" playLabel="Play video" />
 */
export function useVisiblePlayback({ held = false }: { held?: boolean } = {}) {
  const [video, setVideo] = useState<HTMLVideoElement | null>(null);
  const { ref: inViewRef, inView } = useInView<HTMLVideoElement>({ threshold: PLAY_VISIBILITY });
  const { paused, togglePaused } = useAutoplayPause();
  const playing = inView && !paused && !held;

  useEffect(() => {
    if (!video) return;
    if (playing) {
      // The browser may still refuse (a data saver); the poster then stays, which is fine.
      video.play()?.catch(() => {});
    } else if (!video.paused) {
      video.pause();
    }
  }, [video, playing]);

  const ref = useCallback(
    (element: HTMLVideoElement | null) => {
      // Muted by property: React renders no `muted` attribute on the server, so the prop would not
      // hydrate cleanly, and browsers only let a muted video play by itself.
      if (element) {
        element.muted = true;
        element.defaultMuted = true;
      }
      inViewRef(element);
      setVideo(element);
    },
    [inViewRef],
  );

  return { ref, paused, togglePaused, playing };
}
