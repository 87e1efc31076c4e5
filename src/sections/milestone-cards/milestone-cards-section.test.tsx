import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderStatic } from '../../testing/render-section';
import MilestoneCardsSection from './milestone-cards-section';

describe('milestone cards section', () => {
  it('shows each milestone: image, title and description, in order', () => {
    renderStatic(
      <MilestoneCardsSection
        section={{
          type: 'milestone-cards',
          label: 'Our Journey',
          title: 'Career Milestones',
          items: [
            {
              title: 'Dental degree, 2018',
              description: 'Qualified as a BDS.',
              icon: 'star',
              image: { src: '/images/about/milestone-degree.svg', alt: 'A graduation cap', width: 480, height: 320 },
            },
            {
              title: 'Opening in South Bopal',
              description: 'Our first branch.',
              icon: 'tooth',
              image: { src: '/images/about/milestone-south-bopal.svg', alt: 'A clinic building', width: 480, height: 320 },
            },
          ],
        }}
      />,
    );
    expect(screen.getByRole('heading', { level: 2, name: 'Career Milestones' })).toBeInTheDocument();
    const items = screen.getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(within(items[0]).getByRole('heading', { level: 3 })).toHaveTextContent('Dental degree, 2018');
    expect(within(items[0]).getByText('Qualified as a BDS.')).toBeInTheDocument();
    const image = within(items[1]).getByRole('img', { name: 'A clinic building' });
    expect(image).toHaveAttribute('loading', 'lazy');
    expect(image).toHaveAttribute('width', '480');
  });
});
