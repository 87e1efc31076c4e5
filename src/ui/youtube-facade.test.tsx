import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { YouTubeFacade } from './youtube-facade';

const ID = 'dQw4w9WgXcQ';

// userEvent and lazy chunks are slow on a busy machine; these tests wait on nothing else.
describe('YouTubeFacade', { timeout: 20_000 }, () => {
  it('shows a sized thumbnail from i.ytimg.com and a play link, and no frame until pressed', () => {
    const html = renderToString(<YouTubeFacade url={`https://youtu.be/${ID}`} title="Implant patient story" />);
    expect(html).not.toContain('<iframe');
    render(<YouTubeFacade url={`https://youtu.be/${ID}`} title="Implant patient story" />);
    const thumbnail = screen.getByRole('img', { name: 'Implant patient story' });
    expect(thumbnail).toHaveAttribute('src', `https://i.ytimg.com/vi/${ID}/hqdefault.jpg`);
    expect(thumbnail).toHaveAttribute('width', '480');
    expect(thumbnail).toHaveAttribute('height', '360');
    // Without JavaScript the play control still leads to the video.
    expect(screen.getByRole('link', { name: 'Play video: Implant patient story' })).toHaveAttribute('href', `https://www.youtube.com/watch?v=${ID}`);
    expect(document.querySelector('iframe')).toBeNull();
  });

  it('swaps in the autoplaying youtube-nocookie frame on a press, with a spinner until it loads', async () => {
    render(<YouTubeFacade url={`https://www.youtube.com/watch?v=${ID}`} title="Implant patient story" />);
    await userEvent.click(screen.getByRole('link', { name: /Play video/ }));
    const frame = screen.getByTitle('Implant patient story');
    expect(frame.tagName).toBe('IFRAME');
    expect(frame).toHaveAttribute('src', `https://www.youtube-nocookie.com/embed/${ID}?autoplay=1&rel=0`);
    expect(frame).toHaveAttribute('referrerpolicy', 'strict-origin-when-cross-origin');
    expect(frame).toHaveFocus();
    expect(screen.getByRole('status')).toHaveTextContent('Loading video');
    fireEvent.load(frame);
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('leaves a modified click (new tab) to the browser', () => {
    render(<YouTubeFacade url={`https://youtu.be/${ID}`} title="Story" />);
    fireEvent.click(screen.getByRole('link', { name: /Play video/ }), { ctrlKey: true });
    expect(document.querySelector('iframe')).toBeNull();
  });

  it('starts with the frame when active (a popup opened by a press)', () => {
    render(<YouTubeFacade url={`https://www.youtube.com/shorts/${ID}`} title="Video" active />);
    expect(screen.getByTitle('Video')).toHaveAttribute('src', `https://www.youtube-nocookie.com/embed/${ID}?autoplay=1&rel=0`);
    expect(screen.getByTitle('Video')).not.toHaveFocus();
  });

  it('frames a link that is not YouTube as given, after logging it', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    render(<YouTubeFacade url="https://videos.example/clip" title="Clip" active />);
    expect(screen.getByTitle('Clip')).toHaveAttribute('src', 'https://videos.example/clip?autoplay=1&rel=0');
    expect(error).toHaveBeenCalled();
    error.mockRestore();
  });
});
