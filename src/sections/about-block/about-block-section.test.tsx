import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderStatic } from '../../testing/render-section';
import AboutBlockSection from './about-block-section';

describe('about block section', () => {
  it("with no texts given, shows the spec's defaults and the clinic's facts", () => {
    const { container } = renderStatic(<AboutBlockSection section={{ type: 'about-block' }} />);
    const badge = container.querySelector('.about-block__badge')!;
    expect(badge).toHaveTextContent('05+ Year Experience');
    expect(screen.getByRole('img', { name: 'Expert Care at Best Dental Clinic in Ahmedabad' })).toBeInTheDocument();
    expect(container.querySelector('textPath')).toHaveTextContent('Expert Care at Best Dental Clinic in Ahmedabad');
    expect(screen.getByText('About Us', { selector: 'p' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent('Caring for Smiles in Ahmedabad');
    expect(
      screen.getByText(
        /Test Dental Clinic looks after families at 2 branches in Ahmedabad, South Bopal and Chandkheda, open Monday to Sunday, 8 am to 10 pm\./,
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'About Us' })).toHaveAttribute('href', '/about');
    expect(screen.getByRole('img', { name: 'Signature of Dr. Asha Mehta' })).toHaveAttribute('src', '/images/about/signature.svg');
  });

  it('every text can be set by the page, up to three paragraphs with links', () => {
    renderStatic(
      <AboutBlockSection
        section={{
          type: 'about-block',
          badgeValue: '07+',
          badgeLabel: 'Years of Care',
          tagline: 'Gentle care every day',
          label: 'Who we are',
          title: 'A family clinic',
          paragraphs: ['One.', ['Two with ', { text: 'a link', href: '/treatments' }, '.'], 'Three.'],
          button: { label: 'Book Appointment', href: '/book-appointment' },
        }}
      />,
    );
    expect(screen.getByText('07+').closest('p')).toHaveTextContent('07+ Years of Care');
    expect(screen.getByRole('img', { name: 'Gentle care every day' })).toBeInTheDocument();
    expect(screen.getByText('Who we are')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'A family clinic' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'a link' })).toHaveAttribute('href', '/treatments');
    expect(screen.getByText('Three.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Book Appointment' })).toHaveAttribute('href', '/book-appointment');
    expect(screen.queryByRole('link', { name: 'About Us' })).not.toBeInTheDocument();
  });

  it('a button with only a label keeps the default target', () => {
    renderStatic(<AboutBlockSection section={{ type: 'about-block', button: { label: 'Meet the team' } }} />);
    expect(screen.getByRole('link', { name: 'Meet the team' })).toHaveAttribute('href', '/about');
  });

  it('the rotating tagline has a visible pause control, a real checkbox that works without JavaScript', () => {
    const { container } = renderStatic(<AboutBlockSection section={{ type: 'about-block' }} />);
    const pause = screen.getByRole('checkbox', { name: 'Pause the rotating tagline' });
    expect(pause).not.toBeChecked();
    expect(within(container.querySelector('.rotating-tagline')!).getByText('Pause')).toBeInTheDocument();
  });

  it('long paragraphs collapse behind "Read more" on a phone', () => {
    renderStatic(<AboutBlockSection section={{ type: 'about-block', paragraphs: ['x'.repeat(200), 'y'.repeat(200)] }} />);
    expect(screen.getByRole('button', { name: 'Read more' })).toHaveAttribute('aria-expanded', 'false');
  });
});
