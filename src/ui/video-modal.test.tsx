import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { useVideoModal, VideoModalProvider } from './video-modal-context';

const ID = 'dQw4w9WgXcQ';

function Opener({ url }: { url: string }) {
  const { openVideo, showGalleryVideo, currentVideoUrl } = useVideoModal();
  return (
    <>
      <button type="button" onClick={() => openVideo(url)}>
        Play testimonial
      </button>
      <p data-testid="state">{JSON.stringify({ showGalleryVideo, currentVideoUrl })}</p>
    </>
  );
}
const state = () => JSON.parse(screen.getByTestId('state').textContent!);

// userEvent and lazy chunks are slow on a busy machine; these tests wait on nothing else.
describe('video popup', { timeout: 20_000 }, () => {
  it('opens from the global action straight into the nocookie frame, spinner until it loads, and clears on close', async () => {
    render(
      <VideoModalProvider>
        <Opener url={`https://www.youtube.com/watch?v=${ID}`} />
      </VideoModalProvider>,
    );
    expect(state()).toEqual({ showGalleryVideo: false, currentVideoUrl: null });
    const opener = screen.getByRole('button', { name: 'Play testimonial' });
    await userEvent.click(opener);
    const dialog = await screen.findByRole('dialog', { name: 'Video' }, { timeout: 10_000 });
    expect(state()).toEqual({ showGalleryVideo: true, currentVideoUrl: `https://www.youtube.com/watch?v=${ID}` });
    const frame = dialog.querySelector('iframe')!;
    expect(frame).toHaveAttribute('src', `https://www.youtube-nocookie.com/embed/${ID}?autoplay=1&rel=0`);
    expect(screen.getByRole('status')).toHaveTextContent('Loading video');
    fireEvent.load(frame);
    expect(screen.queryByRole('status')).toBeNull();
    expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus();

    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(state()).toEqual({ showGalleryVideo: false, currentVideoUrl: null });
    // The frame goes at once, so the sound stops while the box fades out.
    expect(document.querySelector('iframe')).toBeNull();
    expect(opener).toHaveFocus();
  });

  it('shows the next video with a fresh spinner', async () => {
    function Two() {
      const { openVideo, closeVideo } = useVideoModal();
      return (
        <>
          <button type="button" onClick={() => openVideo(`https://youtu.be/${ID}`)}>
            First
          </button>
          <button
            type="button"
            onClick={() => {
              closeVideo();
              openVideo('https://youtu.be/aaaaaaaaaaa');
            }}
          >
            Second
          </button>
        </>
      );
    }
    render(
      <VideoModalProvider>
        <Two />
      </VideoModalProvider>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'First' }));
    const dialog = await screen.findByRole('dialog', { name: 'Video' }, { timeout: 10_000 });
    fireEvent.load(dialog.querySelector('iframe')!);
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    await userEvent.click(screen.getByRole('button', { name: 'Second' }));
    expect((await screen.findByRole('dialog', {}, { timeout: 10_000 })).querySelector('iframe')).toHaveAttribute(
      'src',
      expect.stringContaining('/embed/aaaaaaaaaaa'),
    );
    expect(screen.getByRole('status')).toBeInTheDocument();
  });

  it("plays a video file of this site in the browser's own player, without a frame", async () => {
    render(
      <VideoModalProvider>
        <Opener url="/images/why-choose-us/clip.mp4" />
      </VideoModalProvider>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Play testimonial' }));
    const dialog = await screen.findByRole('dialog', { name: 'Video' }, { timeout: 10_000 });
    const video = dialog.querySelector('video')!;
    expect(video).toHaveAttribute('src', '/images/why-choose-us/clip.mp4');
    expect(video).toHaveAttribute('controls');
    expect(video).toHaveAttribute('playsinline');
    expect(dialog.querySelector('iframe')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(document.querySelector('video')).toBeNull();
  });
});
