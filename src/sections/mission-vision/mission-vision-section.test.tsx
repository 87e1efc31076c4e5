import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderStatic } from '../../testing/render-section';
import MissionVisionSection from './mission-vision-section';

describe('mission and vision section', () => {
  it('shows each card with its title and text', () => {
    renderStatic(
      <MissionVisionSection
        section={{
          type: 'mission-vision',
          cards: [
            { title: 'Mission', text: 'Clear information and gentle treatment.', icon: 'heart' },
            { title: 'Vision', text: ['Prevention rather than ', { text: 'pain', strong: true }, '.'], icon: 'sparkle' },
          ],
        }}
      />,
    );
    expect(screen.getByRole('region', { name: 'Mission and Vision' })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual(['Mission', 'Vision']);
    expect(screen.getByText('Clear information and gentle treatment.')).toBeInTheDocument();
    expect(screen.getByText('pain').tagName).toBe('STRONG');
  });

  it('with a title, the cards are h3 under it', () => {
    renderStatic(
      <MissionVisionSection
        section={{
          type: 'mission-vision',
          title: 'Why we do it',
          cards: [
            { title: 'Mission', text: 'M.', icon: 'heart' },
            { title: 'Vision', text: 'V.', icon: 'star' },
          ],
        }}
      />,
    );
    expect(screen.getByRole('heading', { level: 2, name: 'Why we do it' })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 3 })).toHaveLength(2);
  });
});
