import { act, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { installFakeIntersectionObserver } from '../testing/intersection-observer';
import { installMatchMedia } from '../testing/match-media';
import { REVEAL_MEDIA_QUERY, useReveal } from './use-reveal';

function Article() {
  const { ref, className } = useReveal<HTMLElement>({ threshold: 0.2 });
  return (
    <article ref={ref} className={`body ${className}`}>
      Text
    </article>
  );
}
const article = () => screen.getByRole('article');

describe('useReveal', () => {
  it('never hides anything in the server HTML', () => {
    const html = renderToString(<Article />);
    expect(html).toBe('<article class="body reveal">Text</article>');
  });

  it('hides an element that starts off screen on a wide screen, and shows it once 20% is visible', () => {
    installMatchMedia({ [REVEAL_MEDIA_QUERY]: true });
    const observers = installFakeIntersectionObserver();
    render(<Article />);
    expect(article()).toHaveClass('reveal');
    expect(article()).not.toHaveClass('reveal--hidden');
    act(() => observers.intersect(article(), 0));
    expect(article()).toHaveClass('reveal--hidden');
    act(() => observers.intersect(article(), 0.1));
    expect(article()).toHaveClass('reveal--hidden');
    act(() => observers.intersect(article(), 0.2));
    expect(article()).toHaveClass('reveal--shown');
    expect(article()).not.toHaveClass('reveal--hidden');
    // Once: scrolling away does not hide it again.
    act(() => observers.intersect(article(), 0));
    expect(article()).toHaveClass('reveal--shown');
  });

  it('leaves alone an element already on screen when scripts start', () => {
    installMatchMedia({ [REVEAL_MEDIA_QUERY]: true });
    const observers = installFakeIntersectionObserver();
    render(<Article />);
    act(() => observers.intersect(article(), 0.05));
    expect(article()).toHaveClass('reveal');
    expect(article()).not.toHaveClass('reveal--hidden');
  });

  it('leaves alone an element the reader had already scrolled past when scripts start', () => {
    installMatchMedia({ [REVEAL_MEDIA_QUERY]: true });
    const observers = installFakeIntersectionObserver();
    render(<Article />);
    act(() => observers.intersect(article(), 0, { top: -500, height: 300 }));
    expect(article()).not.toHaveClass('reveal--hidden');
  });

  it('does nothing on small screens or under reduced motion (the media query does not match)', () => {
    installMatchMedia({ [REVEAL_MEDIA_QUERY]: false });
    const observers = installFakeIntersectionObserver();
    render(<Article />);
    expect(observers.observed()).toEqual([]);
    expect(article().className).toBe('body reveal');
  });

  it('shows a waiting element when the screen narrows', () => {
    const media = installMatchMedia({ [REVEAL_MEDIA_QUERY]: true });
    const observers = installFakeIntersectionObserver();
    render(<Article />);
    act(() => observers.intersect(article(), 0));
    expect(article()).toHaveClass('reveal--hidden');
    act(() => media.setMatches(REVEAL_MEDIA_QUERY, false));
    expect(article()).not.toHaveClass('reveal--hidden');
  });
});
