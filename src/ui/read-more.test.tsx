import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { READ_MORE_MIN_CHARACTERS, ReadMore, textLength } from './read-more';

describe('ReadMore', () => {
  it('keeps the whole text in the markup and toggles "Read more" / "Read less" with aria-expanded', async () => {
    const user = userEvent.setup();
    const first = `First paragraph. ${'x'.repeat(READ_MORE_MIN_CHARACTERS)}`;
    const { container } = render(<ReadMore paragraphs={[first, 'Second paragraph, hidden on a phone until expanded.']} />);
    expect(screen.getByText('Second paragraph, hidden on a phone until expanded.')).toBeInTheDocument();
    const toggle = screen.getByRole('button', { name: 'Read more' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    const content = container.querySelector('.read-more__content')!;
    expect(toggle).toHaveAttribute('aria-controls', content.id);
    await user.click(toggle);
    expect(screen.getByRole('button', { name: 'Read less' })).toHaveAttribute('aria-expanded', 'true');
    expect(container.querySelector('.read-more')).toHaveClass('is-expanded');
    await user.click(screen.getByRole('button', { name: 'Read less' }));
    expect(screen.getByRole('button', { name: 'Read more' })).toHaveAttribute('aria-expanded', 'false');
  });

  it('renders a short text as it is, without a toggle', () => {
    render(<ReadMore paragraphs={['Short.', ['Also ', { text: 'short.' }]]} />);
    expect(screen.getByText('Short.')).toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('counts the characters of texts and runs', () => {
    expect(textLength(['abc', ['de', { text: 'fgh' }]])).toBe(8);
  });
});
