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
 *   <video ref={ref} muted playsInline loop preload="none" poster="…">…</video>
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
      // Browsers only let a muted video play by itself: muted here too, whatever the markup says.
      // No remote playback either (a cast button over a silent decoration): `disableRemotePlayback`
      // is a property, not a valid HTML attribute, so it is set here, once scripts run; without
      // them the browser's own controls stay whole.
      if (element) {
        element.muted = true;
        element.defaultMuted = true;
        element.disableRemotePlayback = true;
      }
      inViewRef(element);
      setVideo(element);
    },
    [inViewRef],
  );

  return { ref, paused, togglePaused, playing };
}
