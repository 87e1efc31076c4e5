import { fireEvent, screen, within } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { installMatchMedia } from '../../testing/match-media';
import { renderStatic } from '../../testing/render-section';
import MarqueeStripSection from './marquee-strip-section';

const PHRASE = 'Healthy teeth, beautiful smiles, advanced treatments.';
const marquee = () => document.querySelector('.marquee')!;

afterEach(() => vi.unstubAllGlobals());

describe('marquee strip section', () => {
  it('repeats the phrase 9 times by default; the copy that closes the loop is hidden from assistive technology', () => {
    renderStatic(<MarqueeStripSection section={{ type: 'marquee-strip', text: PHRASE }} />);
    const region = screen.getByRole('region', { name: PHRASE });
    const [list] = within(region).getAllByRole('list');
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(Array(9).fill(PHRASE));
    const groups = region.querySelectorAll('.marquee__group');
    expect(groups).toHaveLength(2);
    expect(groups[1]).toHaveAttribute('aria-hidden', 'true');
    expect(groups[1].querySelectorAll('li')).toHaveLength(9);
    // 5 s per phrase: the band passes at the same pace whatever the count.
    expect(marquee()).toHaveStyle({ '--marquee-duration': '45s' });
  });

  it('has a visible pause control that stops the band, and play that starts it again', () => {
    renderStatic(<MarqueeStripSection section={{ type: 'marquee-strip', text: PHRASE, repeat: 3 }} />);
    expect(screen.getAllByText(PHRASE)).toHaveLength(6);
    expect(marquee()).toHaveClass('is-playing');
    fireEvent.click(screen.getByRole('button', { name: 'Pause scrolling text' }));
    expect(marquee()).toHaveClass('is-paused');
    fireEvent.click(screen.getByRole('button', { name: 'Play scrolling text' }));
    expect(marquee()).toHaveClass('is-playing');
  });

  it('starts still under reduced motion', () => {
    installMatchMedia({ '(prefers-reduced-motion: reduce)': true });
    renderStatic(<MarqueeStripSection section={{ type: 'marquee-strip', text: PHRASE, label: 'Our promise' }} />);
    expect(screen.getByRole('region', { name: 'Our promise' })).toBeInTheDocument();
    expect(marquee()).toHaveClass('is-paused');
    expect(screen.getByRole('button', { name: 'Play scrolling text' })).toBeInTheDocument();
  });

  it('does not claim to move in the server HTML (the stylesheet keeps it still without scripts)', () => {
    const html = renderToString(<MarqueeStripSection section={{ type: 'marquee-strip', text: PHRASE }} />);
    expect(html).not.toContain('is-playing');
    // The phrase nine times, once: the copy that makes the loop seamless comes with the scripts.
    expect(html.match(/<li/g)).toHaveLength(9);
  });
});
