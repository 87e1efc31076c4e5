import { createContext, lazy, Suspense, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';

/** The video state every section shares: whether the video popup shows, and which video, so one popup serves them all. */
export interface VideoState {
  showGalleryVideo: boolean;
  currentVideoUrl: string | null;
}

interface VideoActions extends VideoState {
  openVideo(url: string): void;
  closeVideo(): void;
}

const VideoContext = createContext<VideoActions | null>(null);

// The popup's code is downloaded the first time someone opens a video.
const VideoModal = lazy(() => import('./video-modal'));

export function VideoModalProvider({ children }: { children: ReactNode }) {
  const [state, setState] = useState<VideoState>({ showGalleryVideo: false, currentVideoUrl: null });
  const [everOpened, setEverOpened] = useState(false);
  const openVideo = useCallback((url: string) => {
    setEverOpened(true);
    setState({ showGalleryVideo: true, currentVideoUrl: url });
  }, []);
  const closeVideo = useCallback(() => setState({ showGalleryVideo: false, currentVideoUrl: null }), []);
  const value = useMemo(() => ({ ...state, openVideo, closeVideo }), [state, openVideo, closeVideo]);
  return (
    <VideoContext.Provider value={value}>
      {children}
      {everOpened && (
        <Suspense fallback={null}>
          <VideoModal open={state.showGalleryVideo} url={state.currentVideoUrl} onClose={closeVideo} />
        </Suspense>
      )}
    </VideoContext.Provider>
  );
}

export function useVideoModal(): VideoActions {
  const value = useContext(VideoContext);
  if (!value) throw new Error('useVideoModal needs a <VideoModalProvider>');
  return value;
}
