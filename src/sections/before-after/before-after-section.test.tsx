import { act, fireEvent, screen } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { renderStatic } from '../../testing/render-section';
import BeforeAfterSection, { valueText } from './before-after-section';

const image = (name: string) => ({ src: `/images/${name}.webp`, alt: `Illustration ${name}`, width: 1200, height: 800 });
const section = { type: 'before-after', before: image('before'), after: image('after') } as const;
const slider = () => screen.getByRole('slider');
const frame = () => document.querySelector<HTMLElement>('.before-after__frame')!;

describe('before and after section', () => {
  it("with no texts given, shows the spec's title and labels, and starts in the middle", () => {
    renderStatic(<BeforeAfterSection section={section} />);
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent('Before and After');
    expect(screen.getByText('Before treatment')).toBeInTheDocument();
    expect(screen.getByText('After treatment')).toBeInTheDocument();
    expect(slider()).toHaveAccessibleName('Compare before and after');
    expect(slider()).toHaveAttribute('min', '0');
    expect(slider()).toHaveAttribute('max', '100');
    expect(slider()).toHaveValue('50');
    expect(slider()).toHaveAttribute('aria-valuetext', 'Before treatment 50%, After treatment 50%');
    expect(frame().style.getPropertyValue('--position')).toBe('50');
  });

  it('both images carry their size, so the frame has its height before they load', () => {
    renderStatic(<BeforeAfterSection section={section} />);
    for (const name of ['before', 'after']) {
      const img = screen.getByRole('img', { name: `Illustration ${name}` });
      expect(img).toHaveAttribute('width', '1200');
      expect(img).toHaveAttribute('height', '800');
    }
  });

  it('moves the divider with the range (keyboard and pointer change its value) and says where it is', () => {
    renderStatic(<BeforeAfterSection section={section} />);
    fireEvent.change(slider(), { target: { value: '72' } });
    expect(slider()).toHaveValue('72');
    expect(frame().style.getPropertyValue('--position')).toBe('72');
    expect(slider()).toHaveAttribute('aria-valuetext', 'Before treatment 72%, After treatment 28%');
    fireEvent.change(slider(), { target: { value: '0' } });
    expect(slider()).toHaveAttribute('aria-valuetext', 'Before treatment 0%, After treatment 100%');
  });

  it('goes back to 50 on a double click', () => {
    renderStatic(<BeforeAfterSection section={section} />);
    fireEvent.change(slider(), { target: { value: '15' } });
    fireEvent.doubleClick(slider());
    expect(slider()).toHaveValue('50');
    expect(frame().style.getPropertyValue('--position')).toBe('50');
  });

  it('every text can be set by the page', () => {
    renderStatic(
      <BeforeAfterSection
        section={{
          ...section,
          id: 'results',
          title: 'Results',
          intro: 'Drag it.',
          beforeLabel: 'Then',
          afterLabel: 'Now',
          sliderLabel: 'Compare',
          caption: 'Shown with consent.',
        }}
      />,
    );
    expect(screen.getByRole('heading', { level: 2, name: 'Results' })).toBeInTheDocument();
    expect(document.getElementById('results')).toHaveClass('before-after');
    expect(screen.getByText('Drag it.')).toBeInTheDocument();
    expect(slider()).toHaveAccessibleName('Compare');
    expect(slider()).toHaveAttribute('aria-valuetext', 'Then 50%, Now 50%');
    expect(screen.getByText('Shown with consent.').tagName).toBe('FIGCAPTION');
  });

  it('the server HTML starts at 50 with both images in place', () => {
    const html = renderToString(<BeforeAfterSection section={section} />);
    expect(html).toContain('--position:50');
    expect(html).toContain('value="50"');
    expect(html.match(/<img /g)).toHaveLength(2);
    expect(valueText(30, 'A', 'B')).toBe('A 30%, B 70%');
  });

  it('a range moved before the code came (it hydrates as it nears the screen) moves the divider once it runs', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(<BeforeAfterSection section={section} />);
    document.body.append(container);
    // The browser moves the native range by itself; nothing else follows yet.
    container.querySelector<HTMLInputElement>('input[type="range"]')!.value = '0';
    const root = await act(async () => hydrateRoot(container, <BeforeAfterSection section={section} />));
    expect(slider()).toHaveAttribute('aria-valuetext', 'Before treatment 0%, After treatment 100%');
    expect(frame().style.getPropertyValue('--position')).toBe('0');
    act(() => root.unmount());
    container.remove();
  });
});
