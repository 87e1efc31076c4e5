import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { installMatchMedia } from '../testing/match-media';
import { Marquee } from './marquee';
import { PlayPauseButton } from './play-pause-button';
import { useAutoplayPause } from './use-autoplay-pause';

function Strip() {
  const { paused, togglePaused } = useAutoplayPause();
  return (
    <>
      <PlayPauseButton paused={paused} onToggle={togglePaused} />
      <Marquee paused={paused} cycleSeconds={30} groupClassName="cards">
        {['One', 'Two', 'Three'].map((name) => (
          <li key={name}>
            <a href={`#${name}`}>{name}</a>
          </li>
        ))}
      </Marquee>
    </>
  );
}
const root = () => document.querySelector('.marquee')!;

// userEvent and lazy chunks are slow on a busy machine; these tests wait on nothing else.
describe('Marquee', { timeout: 20_000 }, () => {
  it('renders the items twice, the copy hidden from assistive technology and from Tab', () => {
    render(<Strip />);
    const groups = document.querySelectorAll('.marquee__group');
    expect(groups).toHaveLength(2);
    expect(groups[0]).not.toHaveAttribute('aria-hidden');
    expect(groups[1]).toHaveAttribute('aria-hidden', 'true');
    expect(groups[1]).toHaveAttribute('inert');
    expect(groups[1]).toHaveClass('cards');
    // Only the original is in the accessibility tree.
    expect(screen.getAllByRole('list')).toHaveLength(1);
    expect(
      within(screen.getByRole('list'))
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual(['One', 'Two', 'Three']);
    expect(root()).toHaveStyle({ '--marquee-duration': '30s' });
  });

  it('never states "playing" in the server HTML, and has the items once there: nothing moves before scripts run', () => {
    const html = renderToString(<Strip />);
    expect(html).not.toContain('is-playing');
    expect(html).toContain('class="marquee"');
    expect(html.match(/class="marquee__group/g)).toHaveLength(1);
    expect(html).not.toContain('inert');
  });

  it('the visible button pauses and plays it, its name saying what it will do', async () => {
    render(<Strip />);
    expect(root()).toHaveClass('is-playing');
    await userEvent.click(screen.getByRole('button', { name: 'Pause' }));
    expect(root()).toHaveClass('is-paused');
    expect(root()).not.toHaveClass('is-playing');
    await userEvent.click(screen.getByRole('button', { name: 'Play' }));
    expect(root()).toHaveClass('is-playing');
  });

  it('starts paused under reduced motion until the visitor presses play', async () => {
    installMatchMedia({ '(prefers-reduced-motion: reduce)': true });
    render(<Strip />);
    expect(root()).toHaveClass('is-paused');
    await userEvent.click(screen.getByRole('button', { name: 'Play' }));
    expect(root()).toHaveClass('is-playing');
  });
});
