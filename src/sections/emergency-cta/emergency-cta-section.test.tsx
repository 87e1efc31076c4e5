import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { installMatchMedia } from '../../testing/match-media';
import { renderSection, renderStatic, scriptedApi } from '../../testing/render-section';
import EmergencyCtaSection from './emergency-cta-section';

const noApi = () => scriptedApi(() => new Error('no API call expected'));

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('emergency call to action', () => {
  it("with no texts given, shows the spec's texts, the booking button and the clinic's phone", () => {
    renderStatic(<EmergencyCtaSection section={{ type: 'emergency-cta' }} />);
    expect(screen.getByRole('heading', { level: 2, name: 'Having pain in a tooth?' })).toBeInTheDocument();
    expect(screen.getByText('Book your emergency visit today.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Book Appointment' })).toHaveAttribute('href', '/book-appointment');
    const call = screen.getByRole('link', { name: 'Or call us now: +91 90000 00000' });
    expect(call).toHaveAttribute('href', 'tel:+919000000000');
  });

  it('every text can be set by the page', () => {
    renderStatic(
      <EmergencyCtaSection
        section={{ type: 'emergency-cta', title: 'Toothache?', text: 'Come in today.', button: { label: 'Book now' }, callLabel: 'Call:' }}
      />,
    );
    expect(screen.getByRole('heading', { name: 'Toothache?' })).toBeInTheDocument();
    expect(screen.getByText('Come in today.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Book now' })).toHaveAttribute('href', '/book-appointment');
    expect(screen.getByRole('link', { name: 'Call: +91 90000 00000' })).toBeInTheDocument();
  });

  it('navigates to the booking page from elsewhere', async () => {
    const scrollTo = vi.fn();
    vi.stubGlobal('scrollTo', scrollTo);
    renderSection(<EmergencyCtaSection section={{ type: 'emergency-cta' }} />, { api: noApi(), url: '/' });
    await userEvent.click(screen.getByRole('link', { name: 'Book Appointment' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/book-appointment');
    expect(scrollTo).not.toHaveBeenCalled();
  });

  it('on the booking page itself, scrolls smoothly to the top instead (at once under reduced motion)', async () => {
    const scrollTo = vi.fn();
    vi.stubGlobal('scrollTo', scrollTo);
    renderSection(<EmergencyCtaSection section={{ type: 'emergency-cta' }} />, { api: noApi(), url: '/book-appointment' });
    await userEvent.click(screen.getByRole('link', { name: 'Book Appointment' }));
    expect(scrollTo).toHaveBeenLastCalledWith({ top: 0, behavior: 'smooth' });
    installMatchMedia({ '(prefers-reduced-motion: reduce)': true });
    await userEvent.click(screen.getByRole('link', { name: 'Book Appointment' }));
    expect(scrollTo).toHaveBeenLastCalledWith({ top: 0, behavior: 'instant' });
    expect(screen.getByTestId('location')).toHaveTextContent('/book-appointment');
  });
});
