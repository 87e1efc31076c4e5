import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderStatic } from '../../testing/render-section';
import StackedCardsSection from './stacked-cards-section';

const long = 'This card has a long text. '.repeat(12);

describe('stacked cards section', () => {
  it('shows each card with its text and a "Book Appointment" button by default', () => {
    renderStatic(
      <StackedCardsSection
        section={{
          type: 'stacked-cards',
          items: [
            { title: 'Education', icon: 'star', paragraphs: ['BDS, 2018.'] },
            { title: 'Passion for Ethical dentistry', icon: 'shield', paragraphs: ['Only what you need.'] },
            { title: 'Passion for Cosmetic Dentistry', icon: 'sparkle', paragraphs: ['Health first.'] },
            { title: 'My promise to you', icon: 'heart', paragraphs: ['Patience.'], button: { label: 'Call us', href: 'tel:+919000000000' } },
          ],
        }}
      />,
    );
    const cards = screen.getAllByRole('listitem');
    expect(cards.map((card) => within(card).getByRole('heading').textContent)).toEqual([
      'Education',
      'Passion for Ethical dentistry',
      'Passion for Cosmetic Dentistry',
      'My promise to you',
    ]);
    for (const card of cards.slice(0, 3)) expect(within(card).getByRole('link', { name: 'Book Appointment' })).toHaveAttribute('href', '/book-appointment');
    expect(within(cards[3]).getByRole('link', { name: 'Call us' })).toHaveAttribute('href', 'tel:+919000000000');
    // Each card sticks a step lower than the one before (CSS reads the index).
    expect(cards.map((card) => card.style.getPropertyValue('--stack-index'))).toEqual(['0', '1', '2', '3']);
  });

  it('a long card text collapses on a phone behind "Read more" / "Read less"', async () => {
    const user = userEvent.setup();
    renderStatic(
      <StackedCardsSection
        section={{ type: 'stacked-cards', title: 'What Guides Our Work', items: [{ title: 'Education', icon: 'star', paragraphs: [long] }] }}
      />,
    );
    expect(screen.getByRole('heading', { level: 3, name: 'Education' })).toBeInTheDocument();
    expect(screen.getByText(long.trim())).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Read more' }));
    expect(screen.getByRole('button', { name: 'Read less' })).toHaveAttribute('aria-expanded', 'true');
  });
});
