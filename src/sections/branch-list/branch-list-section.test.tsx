import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { WEEKDAYS } from '../../content/branches';
import type { ContentIndex } from '../../content/content-index';
import { ContentProvider } from '../../content/content-context';
import type { SectionDefinition } from '../../content/types';
import { repositoryBranches, repositorySite } from '../../testing/repository-content';
import BranchListSection from './branch-list-section';

// Chandkheda with hours of its own (9 am to 9 pm), as a branch file may give them.
const branches = repositoryBranches.map((branch) =>
  branch.id === 'chandkheda' ? { ...branch, openingHours: [{ days: [...WEEKDAYS], opens: '09:00', closes: '21:00' }] } : branch,
);
const index = { language: 'en', site: repositorySite, branches, redirects: [], pages: [], treatments: [] } as unknown as ContentIndex;

function tree(section: SectionDefinition<'branch-list'>) {
  return (
    <ContentProvider index={index}>
      <QueryClientProvider client={new QueryClient()}>
        <MemoryRouter>
          <BranchListSection section={section} />
        </MemoryRouter>
      </QueryClientProvider>
    </ContentProvider>
  );
}

describe('branch-list section', () => {
  beforeEach(() => {
    // Thursday 26 November 2026, 9:30 pm in Ahmedabad: South Bopal is open until 10 pm, Chandkheda closed at 9 pm.
    vi.useFakeTimers({ now: new Date('2026-11-26T21:30:00+05:30'), toFake: ['Date', 'setTimeout', 'clearTimeout'] });
  });
  afterEach(() => vi.useRealTimers());

  it("lists both branches in their order, each linked to its page, with today's hours and whether it is open", () => {
    render(tree({ type: 'branch-list' }));
    const items = screen.getAllByRole('listitem').filter((item) => item.dataset.branch);
    expect(items.map((item) => item.dataset.branch)).toEqual(['south-bopal', 'chandkheda']);
    expect(within(items[0]).getByRole('heading', { level: 2, name: 'South Bopal' }).querySelector('a')).toHaveAttribute('href', '/clinics/south-bopal');
    expect(items[0]).toHaveTextContent('Today: 8 am to 10 pm');
    expect(items[0]).toHaveTextContent('Open now, until 10 pm');
    expect(items[1]).toHaveTextContent('Today: 9 am to 9 pm');
    expect(items[1]).toHaveTextContent('Closed now, opens tomorrow at 9 am');
  });

  it('gives each card its map, call, WhatsApp, directions and "Book at this branch"', () => {
    render(tree({ type: 'branch-list' }));
    const card = screen.getAllByRole('listitem').find((item) => item.dataset.branch === 'chandkheda')!;
    expect(within(card).getByRole('link', { name: /^Book at this branch\s*\(Chandkheda\)$/ })).toHaveAttribute('href', '/book-appointment?branch=chandkheda');
    expect(within(card).getByRole('link', { name: /^Call/ })).toHaveAttribute('href', 'tel:+919000000001');
    expect(within(card).getByRole('link', { name: /WhatsApp/ })).toHaveAttribute('href', 'https://wa.me/919000000001');
    expect(within(card).getByRole('link', { name: /Get directions/ })).toHaveAttribute(
      'href',
      'https://www.google.com/maps/dir/?api=1&destination=23.10903,72.58497',
    );
    expect(within(card).getByRole('img')).toHaveAttribute('src', '/images/map/branch-chandkheda.svg');
    expect(card.querySelector('iframe')).toBeNull();
  });

  it('takes every label from the page, and in compact form shows no map', () => {
    render(tree({ type: 'branch-list', variant: 'compact', title: 'Our branches', texts: { today: 'Aaj', call: 'Phone {phone}', details: 'More' } }));
    expect(screen.getByRole('heading', { level: 2, name: 'Our branches' })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual(['South Bopal', 'Chandkheda']);
    expect(screen.getAllByText(/^Aaj:/)).toHaveLength(2);
    expect(screen.getByRole('link', { name: 'Phone +91 90000 00000' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /^More\s*\(South Bopal\)$/ })).toHaveAttribute('href', '/clinics/south-bopal');
    expect(screen.queryByRole('img')).toBeNull();
  });

  it('writes the open state into the server HTML', () => {
    expect(renderToString(tree({ type: 'branch-list' }))).toContain('Open now, until 10 pm');
  });
});
