import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { EMBED_SCRIPT_SRC, FRAME_POLL_MS, InstagramEmbed, SCRIPT_LOADING_TIMEOUT_MS, SCRIPT_PRESENT_TIMEOUT_MS } from './instagram-embed';

const URL = 'https://www.instagram.com/reel/TESTclip01/';
const script = () => document.querySelector<HTMLScriptElement>(`script[src="${EMBED_SCRIPT_SRC}"]`);
const placeholder = () => document.querySelector<HTMLElement>('blockquote.instagram-media');
const embed = () => render(<InstagramEmbed url={URL} loadingText="Loading Instagram video..." fallbackLabel="Watch the video on Instagram" />);
const fallbackLink = () => screen.queryByRole('link', { name: /^Watch the video on Instagram/ });

/** What Instagram's script does: replace each placeholder with the post's frame. */
function instagramProcesses() {
  const frame = document.createElement('iframe');
  frame.className = 'instagram-media instagram-media-rendered';
  placeholder()!.replaceWith(frame);
}

beforeEach(() => {
  vi.useFakeTimers();
  delete window.instgrm;
  script()?.remove();
});
afterEach(() => {
  vi.useRealTimers();
  delete window.instgrm;
});

describe('Instagram embed', () => {
  it('fetches the embed script only when shown, with the post as its placeholder, and a spinner', () => {
    expect(script()).toBeNull();
    embed();
    expect(script()!.async).toBe(true);
    expect(placeholder()).toHaveAttribute('data-instgrm-permalink', URL);
    expect(screen.getByRole('status')).toHaveTextContent('Loading Instagram video...');
  });

  it('loaded when the frame appears: the poll (every 800 ms) finds it and the spinner goes', () => {
    embed();
    act(() => {
      script()!.dispatchEvent(new Event('load'));
      instagramProcesses();
    });
    expect(screen.getByRole('status')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(FRAME_POLL_MS));
    expect(screen.queryByRole('status')).toBeNull();
    expect(document.querySelector('iframe')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(SCRIPT_LOADING_TIMEOUT_MS));
    expect(fallbackLink()).toBeNull();
  });

  it('asks a script already present to process, and gives it 1500 ms before the plain link', () => {
    const process = vi.fn();
    window.instgrm = { Embeds: { process } };
    embed();
    expect(process).toHaveBeenCalledTimes(1);
    act(() => vi.advanceTimersByTime(SCRIPT_PRESENT_TIMEOUT_MS - 1));
    expect(fallbackLink()).toBeNull();
    act(() => vi.advanceTimersByTime(1));
    expect(fallbackLink()).toHaveAttribute('href', URL);
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('while the script loads, waits 4000 ms, then a plain link to the post replaces the spinner', () => {
    embed();
    act(() => vi.advanceTimersByTime(SCRIPT_LOADING_TIMEOUT_MS - 1));
    expect(screen.getByRole('status')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByRole('status')).toBeNull();
    expect(fallbackLink()).toHaveAttribute('target', '_blank');
    expect(placeholder()).toBeNull();
  });

  it('a script that cannot load (blocked, offline) ends in the link at once, and is fetched afresh next time', () => {
    const { unmount } = embed();
    act(() => script()!.dispatchEvent(new Event('error')));
    expect(fallbackLink()).toBeInTheDocument();
    expect(script()).toBeNull();
    unmount();
    embed();
    expect(script()).not.toBeNull();
  });

  it('leaves nothing behind when closed', () => {
    const { unmount } = embed();
    unmount();
    expect(placeholder()).toBeNull();
    act(() => vi.advanceTimersByTime(SCRIPT_LOADING_TIMEOUT_MS * 2));
  });
});
