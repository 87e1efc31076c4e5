import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { SectionDefinition } from '../../content/types';
import { installFakeIntersectionObserver, type FakeIntersectionObservers } from '../../testing/intersection-observer';
import { installMatchMedia } from '../../testing/match-media';
import { renderStatic } from '../../testing/render-section';
import { VideoModalProvider } from '../../ui/video-modal-context';
import WhyChooseUsSection from './why-choose-us-section';

const section: SectionDefinition<'why-choose-us'> = {
  type: 'why-choose-us',
  clip: {
    sources: [
      { src: '/images/clip.mp4', type: 'video/mp4' },
      { src: '/images/clip.webm', type: 'video/webm' },
    ],
    poster: { src: '/images/clip-poster.webp', alt: 'Animation of a toothbrush', width: 640, height: 360 },
  },
  popup: { image: { src: '/images/room.webp', alt: 'A treatment room', width: 800, height: 600 }, video: '/images/clip.mp4' },
};

let play: ReturnType<typeof vi.fn>;
let pause: ReturnType<typeof vi.fn>;
let observers: FakeIntersectionObservers;
const video = () => document.querySelector('video')!;

beforeEach(() => {
  // jsdom has no media playback: record the calls, and keep `paused` as a browser would.
  play = vi.fn(function (this: HTMLVideoElement) {
    Object.defineProperty(this, 'paused', { value: false, configurable: true });
    return Promise.resolve();
  });
  pause = vi.fn(function (this: HTMLVideoElement) {
    Object.defineProperty(this, 'paused', { value: true, configurable: true });
  });
  vi.spyOn(HTMLMediaElement.prototype, 'play').mockImplementation(play as never);
  vi.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(pause as never);
  observers = installFakeIntersectionObserver();
});

describe('why choose us section', { timeout: 20_000 }, () => {
  it("with no texts given, shows the spec's title and four benefits", () => {
    renderStatic(<WhyChooseUsSection section={section} />);
    expect(screen.getByText('Why Choose Us')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent('Because every smile deserves special care.');
    expect(screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual([
      'Experienced team',
      'Advanced technology',
      'Personalised dental care',
      'Hygiene and safety first',
    ]);
    expect(screen.getByRole('link', { name: 'Play the clinic video' })).toHaveAttribute('href', '/images/clip.mp4');
  });

  it('texts and benefits from the page replace the defaults', () => {
    renderStatic(
      <WhyChooseUsSection
        section={{
          ...section,
          label: 'Our promise',
          title: 'Care you can trust',
          intro: 'Intro.',
          benefits: [{ title: 'Open every day', text: '8 am to 10 pm.', icon: 'clock' }],
          popup: { ...section.popup, buttonLabel: 'Watch the tour' },
        }}
      />,
    );
    expect(screen.getByText('Our promise')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Care you can trust' })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual(['Open every day']);
    expect(screen.getByText('8 am to 10 pm.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Watch the tour' })).toBeInTheDocument();
  });

  it('the clip is muted, inline, looping, loads nothing until it plays, and carries its sources in order', () => {
    renderStatic(<WhyChooseUsSection section={section} />);
    expect(video().muted).toBe(true);
    expect(video()).toHaveAttribute('playsinline');
    expect(video()).toHaveAttribute('loop');
    expect(video()).toHaveAttribute('preload', 'none');
    expect(video()).toHaveAttribute('poster', '/images/clip-poster.webp');
    expect([...video().querySelectorAll('source')].map((s) => s.getAttribute('type'))).toEqual(['video/mp4', 'video/webm']);
    // Scripts run: the visitor uses the pause button, not the browser's controls.
    expect(video()).not.toHaveAttribute('controls');
  });

  it('plays while at least half visible, pauses below that', () => {
    renderStatic(<WhyChooseUsSection section={section} />);
    expect(play).not.toHaveBeenCalled();
    act(() => observers.intersect(video(), 0.3));
    expect(play).not.toHaveBeenCalled();
    act(() => observers.intersect(video(), 0.5));
    expect(play).toHaveBeenCalledTimes(1);
    act(() => observers.intersect(video(), 0.4));
    expect(pause).toHaveBeenCalledTimes(1);
    act(() => observers.intersect(video(), 0.9));
    expect(play).toHaveBeenCalledTimes(2);
  });

  it('its visible pause button stops it for good, and play lets it move again', async () => {
    renderStatic(<WhyChooseUsSection section={section} />);
    act(() => observers.intersect(video(), 1));
    expect(play).toHaveBeenCalledTimes(1);
    await userEvent.click(screen.getByRole('button', { name: 'Pause video' }));
    expect(pause).toHaveBeenCalledTimes(1);
    act(() => observers.intersect(video(), 0));
    act(() => observers.intersect(video(), 1));
    expect(play).toHaveBeenCalledTimes(1);
    await userEvent.click(screen.getByRole('button', { name: 'Play video' }));
    expect(play).toHaveBeenCalledTimes(2);
  });

  it('never plays by itself under reduced motion', () => {
    installMatchMedia({ '(prefers-reduced-motion: reduce)': true });
    renderStatic(<WhyChooseUsSection section={section} />);
    act(() => observers.intersect(video(), 1));
    expect(play).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Play video' })).toBeInTheDocument();
  });

  it('the play icon opens the clip in the video popup, and the inline clip waits meanwhile', async () => {
    renderStatic(<WhyChooseUsSection section={section} />);
    act(() => observers.intersect(video(), 1));
    await userEvent.click(screen.getByRole('link', { name: 'Play the clinic video' }));
    const dialog = await screen.findByRole('dialog', { name: 'Video' }, { timeout: 10_000 });
    expect(dialog.querySelector('video')).toHaveAttribute('src', '/images/clip.mp4');
    expect(screen.getByTestId('video-state')).toHaveTextContent('"showGalleryVideo":true');
    expect(pause).toHaveBeenCalled();
  });

  it("without JavaScript: the browser's controls on the clip, no pause button that could do nothing", () => {
    const html = renderToString(
      <VideoModalProvider>
        <WhyChooseUsSection section={section} />
      </VideoModalProvider>,
    );
    expect(html).toMatch(/<video[^>]* controls=""/);
    expect(html).not.toMatch(/autoplay/i);
  });

  it("the server's HTML mutes the clip (before its section hydrates, or without JavaScript, it must not play sound) and uses only valid attributes", () => {
    const html = renderToString(
      <VideoModalProvider>
        <WhyChooseUsSection section={section} />
      </VideoModalProvider>,
    );
    expect(html).toMatch(/<video[^>]* muted=""/);
    expect(html).not.toMatch(/disableremoteplayback/i);
  });

  it('once scripts run, the clip offers no remote playback (no cast button over a muted decoration)', () => {
    renderStatic(<WhyChooseUsSection section={section} />);
    expect(video().disableRemotePlayback).toBe(true);
  });
});
