import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { SectionDefinition } from '../../content/types';
import { renderStatic } from '../../testing/render-section';
import DentistSpotlightSection from './dentist-spotlight-section';

const section: SectionDefinition<'dentist-spotlight'> = {
  type: 'dentist-spotlight',
  text: ['A statement.'],
  facts: [
    { label: 'Qualification', value: '{degree}', icon: 'star' },
    { label: 'Experience', value: '{experienceYears} years', icon: 'clock' },
    { label: 'Branches', value: '{branches}', icon: 'tooth' },
    { label: 'Open', value: '{hours}', icon: 'calendar' },
  ],
};

describe('dentist spotlight section', () => {
  it('titles the section "Dr. {name}" with the name from site.json, the degree under it', () => {
    renderStatic(<DentistSpotlightSection section={section} />);
    expect(screen.getByRole('heading', { level: 2, name: 'Dr. Asha Mehta' })).toBeInTheDocument();
    expect(screen.getByText('BDS (2018)', { selector: '.dentist-spotlight__subtitle' })).toBeInTheDocument();
    expect(screen.getByText('A statement.')).toBeInTheDocument();
  });

  it('fills the facts from site.json', () => {
    renderStatic(<DentistSpotlightSection section={section} />);
    const values = [...document.querySelectorAll('dd')].map((dd) => dd.textContent);
    expect(values).toEqual(['BDS (2018)', '05+ years', 'South Bopal and Chandkheda', 'Monday to Sunday, 8 am to 10 pm']);
    expect([...document.querySelectorAll('dt')].map((dt) => dt.textContent)).toEqual(['Qualification', 'Experience', 'Branches', 'Open']);
  });

  it('takes another title pattern and subtitle', () => {
    renderStatic(<DentistSpotlightSection section={{ ...section, titleTemplate: 'Meet {name}', subtitle: '{experienceYears} years of practice' }} />);
    expect(screen.getByRole('heading', { level: 2, name: 'Meet Asha Mehta' })).toBeInTheDocument();
    expect(screen.getByText('05+ years of practice')).toBeInTheDocument();
  });
});
