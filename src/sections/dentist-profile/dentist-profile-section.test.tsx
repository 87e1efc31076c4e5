import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { SectionDefinition } from '../../content/types';
import { renderStatic } from '../../testing/render-section';
import DentistProfileSection from './dentist-profile-section';

const section: SectionDefinition<'dentist-profile'> = {
  type: 'dentist-profile',
  label: 'Meet Your Dentist',
  title: 'Care That Starts With Listening',
  image: { src: '/images/about/dentist-portrait.svg', alt: 'Illustrated portrait', width: 560, height: 640 },
  biography: ['A'.repeat(150), ['Then ', { text: 'treatments', href: '/treatments' }, ' and more.'], 'B'.repeat(150)],
  button: { label: 'Book Appointment', href: '/book-appointment' },
};

describe('dentist profile section', () => {
  it('shows the portrait, the biography and the booking button', () => {
    renderStatic(<DentistProfileSection section={section} />);
    expect(screen.getByRole('heading', { level: 2, name: 'Care That Starts With Listening' })).toBeInTheDocument();
    expect(screen.getByText('Meet Your Dentist')).toBeInTheDocument();
    const portrait = screen.getByRole('img', { name: 'Illustrated portrait' });
    expect(portrait).toHaveAttribute('width', '560');
    expect(portrait).not.toHaveAttribute('loading', 'lazy');
    expect(screen.getByRole('link', { name: 'treatments' })).toHaveAttribute('href', '/treatments');
    expect(screen.getByRole('link', { name: 'Book Appointment' })).toHaveAttribute('href', '/book-appointment');
  });

  it('a long biography has "Read more" / "Read less"', async () => {
    renderStatic(<DentistProfileSection section={section} />);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Read more' }));
    expect(screen.getByRole('button', { name: 'Read less' })).toHaveAttribute('aria-expanded', 'true');
  });

  it('a short biography has no toggle', () => {
    renderStatic(<DentistProfileSection section={{ ...section, biography: ['Short and sweet.'] }} />);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });
});
