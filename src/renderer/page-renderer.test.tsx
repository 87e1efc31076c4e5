import { act, render } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import type { PageDefinition } from '../content/types';
import { installFakeIntersectionObserver } from '../testing/intersection-observer';
import { installMatchMedia } from '../testing/match-media';
import { REVEAL_MEDIA_QUERY } from '../ui/use-reveal';
import { PageRenderer } from './page-renderer';

// Unknown types render a visible note in development: enough to see each section's place.
const page = (revealSections?: boolean) =>
  ({
    $schema: '',
    path: '/',
    meta: { title: 'T', description: 'D' },
    sections: [{ type: 'first-kind' }, { type: 'second-kind' }],
    ...(revealSections === undefined ? {} : { revealSections }),
  }) as unknown as PageDefinition;

describe('PageRenderer', () => {
  it('renders sections side by side, with no wrapper, unless the page asks for reveals', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const html = renderToString(<PageRenderer page={page()} />);
    expect(html).not.toContain('section-reveal');
    expect(html.match(/role="note"/g)).toHaveLength(2);
  });

  it('with revealSections, wraps each section in a reveal that hides nothing in the server HTML', () => {
    const html = renderToString(<PageRenderer page={page(true)} />);
    expect(html.match(/<div class="section-reveal reveal">/g)).toHaveLength(2);
    expect(html).not.toContain('reveal--hidden');
    expect(html).not.toMatch(/opacity/);
  });

  it('a section below the fold waits hidden on a wide screen and fades in once in view', () => {
    installMatchMedia({ [REVEAL_MEDIA_QUERY]: true });
    const observers = installFakeIntersectionObserver();
    const { container } = render(<PageRenderer page={page(true)} />);
    const [first, second] = container.querySelectorAll<HTMLElement>('.section-reveal');
    act(() => {
      observers.intersect(first, 1);
      observers.intersect(second, 0);
    });
    expect(first.className).toBe('section-reveal reveal');
    expect(second).toHaveClass('reveal--hidden');
    act(() => observers.intersect(second, 0.5));
    expect(second).toHaveClass('reveal--shown');
  });
});
