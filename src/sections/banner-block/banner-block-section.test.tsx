import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderStatic } from '../../testing/render-section';
import BannerBlockSection from './banner-block-section';

describe('banner block section', () => {
  it('shows the title, the text with its links and the button', () => {
    renderStatic(
      <BannerBlockSection
        section={{
          type: 'banner-block',
          title: 'Best dental clinic in ahmedabad',
          body: [
            {
              paragraph: [
                'Explore ',
                { text: 'Invisalign clear aligners', href: '/invisalign-dental-treatment-in-ahmedabad' },
                ' and ',
                { text: 'dental implants', href: '/dental-implants-in-ahmedabad' },
                '.',
              ],
            },
          ],
          button: { label: 'View Details', href: '/about' },
        }}
      />,
    );
    expect(screen.getByRole('region', { name: 'Best dental clinic in ahmedabad' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent('Best dental clinic in ahmedabad');
    expect(screen.getByRole('link', { name: 'Invisalign clear aligners' })).toHaveAttribute('href', '/invisalign-dental-treatment-in-ahmedabad');
    expect(screen.getByRole('link', { name: 'dental implants' })).toHaveAttribute('href', '/dental-implants-in-ahmedabad');
    expect(screen.getByRole('link', { name: 'View Details' })).toHaveAttribute('href', '/about');
  });

  it('the button is optional', () => {
    renderStatic(<BannerBlockSection section={{ type: 'banner-block', title: 'Plain', body: [{ paragraph: 'Text only.' }] }} />);
    expect(screen.getByText('Text only.')).toBeInTheDocument();
    expect(screen.queryByRole('link')).toBeNull();
  });
});
