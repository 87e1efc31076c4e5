import '../../i18n/words/all';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { WEEKDAYS } from '../../content/branches';
import type { ContentIndex } from '../../content/content-index';
import { ContentProvider } from '../../content/content-context';
import type { SectionDefinition } from '../../content/types';
import { RouteParamsProvider } from '../../renderer/route-params';
import { repositoryBranches, repositorySite } from '../../testing/repository-content';
import { rememberRenderTime } from '../../ui/use-clinic-now';
import type { Dictionary } from '../../i18n/dictionaries/en';
import { gu } from '../../i18n/dictionaries/gu';
import { hi } from '../../i18n/dictionaries/hi';
import { DictionaryProvider } from '../../i18n/dictionary-context';
import type { Language } from '../../i18n/languages';
import BranchDetailSection from './branch-detail-section';

const section: SectionDefinition<'branch-detail'> = { type: 'branch-detail' };

const index = {
  language: 'en',
  site: repositorySite,
  branches: repositoryBranches,
  redirects: [],
  pages: [],
  treatments: [
    { id: 'root-canal', path: '/root-canal-treatment-in-ahmedabad', menu: { label: 'Root Canal', icon: 'root' } },
    { id: 'a-treatment-elsewhere', path: '/elsewhere', menu: { label: 'Offered elsewhere', icon: 'tooth' } },
  ],
} as unknown as ContentIndex;

/** The branch's page; `words` renders it in another language (its dictionary's words). */
function renderBranch(id: string, branches = repositoryBranches, words?: { language: Language; dictionary: Dictionary }) {
  const queryClient = new QueryClient();
  rememberRenderTime(queryClient);
  const page = (
    <ContentProvider index={{ ...index, branches, language: words?.language ?? 'en' }}>
      <QueryClientProvider client={queryClient}>
        <MemoryRouter initialEntries={[`/clinics/${id}`]}>
          <RouteParamsProvider params={{ branch: id }}>
            <BranchDetailSection section={section} />
          </RouteParamsProvider>
        </MemoryRouter>
      </QueryClientProvider>
    </ContentProvider>
  );
  return render(words ? <DictionaryProvider dictionary={words.dictionary}>{page}</DictionaryProvider> : page);
}

describe('branch-detail section', () => {
  beforeEach(() => {
    // Thursday 26 November 2026, 9:59 pm in Ahmedabad: South Bopal (8 am to 10 pm) is open for another minute.
    vi.useFakeTimers({ now: new Date('2026-11-26T21:59:00+05:30'), toFake: ['Date', 'setTimeout', 'clearTimeout'] });
  });
  afterEach(() => vi.useRealTimers());

  it('names the branch in its h1 and breadcrumbs, Home › Clinics › the branch', () => {
    renderBranch('south-bopal');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Demo Dental Clinic, South Bopal');
    const crumbs = within(screen.getByRole('navigation', { name: 'Breadcrumb' })).getAllByRole('listitem');
    expect(crumbs.map((crumb) => crumb.textContent)).toEqual(['Home', 'Clinics', 'South Bopal']);
    expect(within(crumbs[1]).getByRole('link')).toHaveAttribute('href', '/clinics');
    expect(crumbs[2]).toHaveAttribute('aria-current', 'page');
  });

  it('lists the week Monday first, says Closed for a closed day, and marks today for everyone', () => {
    const weekdays = WEEKDAYS.filter((day) => day !== 'Sunday');
    const closedSundays = repositoryBranches.map((branch) =>
      branch.id === 'chandkheda' ? { ...branch, openingHours: [{ days: weekdays, opens: '09:00', closes: '21:00' }] } : branch,
    );
    renderBranch('chandkheda', closedSundays);
    const rows = within(screen.getByRole('table')).getAllByRole('row').slice(1);
    expect(rows.map((row) => row.textContent)).toEqual([
      'Monday9 am to 9 pm',
      'Tuesday9 am to 9 pm',
      'Wednesday9 am to 9 pm',
      'ThursdayToday9 am to 9 pm',
      'Friday9 am to 9 pm',
      'Saturday9 am to 9 pm',
      'SundayClosed',
    ]);
    expect(rows.filter((row) => row.getAttribute('aria-current') === 'date')).toEqual([rows[3]]);
  });

  it('shows upcoming closures with their notes, never a past one', () => {
    renderBranch('south-bopal');
    const closures = screen.getByRole('heading', { name: 'Upcoming closures' }).nextElementSibling!;
    expect(closures.textContent).toContain('Thursday, 14 January 2027Uttarayan');
    expect(closures.textContent).toContain('Holi');
    expect(closures.textContent).not.toContain('Diwali');
  });

  it('says it is open now, and closed once the clock passes closing time', () => {
    renderBranch('south-bopal');
    expect(screen.getByText('Open now, until 10 pm')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(60_000));
    expect(screen.getByText('Closed now, opens tomorrow at 8 am')).toBeInTheDocument();
  });

  it('links booking, calling, WhatsApp, directions, its dentists and the treatments it offers', () => {
    renderBranch(
      'chandkheda',
      repositoryBranches.map((branch) => (branch.id === 'chandkheda' ? { ...branch, treatments: ['root-canal'] } : branch)),
    );
    expect(screen.getByRole('link', { name: /Book at this branch/ })).toHaveAttribute('href', '/book-appointment?branch=chandkheda');
    expect(screen.getByRole('link', { name: /Call \+91 90000 00001/ })).toHaveAttribute('href', 'tel:+919000000001');
    expect(screen.getByRole('link', { name: /WhatsApp/ })).toHaveAttribute('href', 'https://wa.me/919000000001');
    expect(screen.getByRole('link', { name: /Get directions/ }).getAttribute('href')).toBe(
      'https://www.google.com/maps/dir/?api=1&destination=23.10903,72.58497',
    );
    expect(screen.getByText('Demo Dentist')).toBeInTheDocument();
    const treatments = screen.getByRole('heading', { name: 'Treatments offered here' }).nextElementSibling!;
    expect(within(treatments as HTMLElement).getByRole('link', { name: 'Root Canal' })).toHaveAttribute('href', '/root-canal-treatment-in-ahmedabad');
    expect(treatments.textContent).not.toContain('Offered elsewhere');
  });

  it('shows the local map, never a Google frame before the visitor asks', () => {
    renderBranch('south-bopal');
    expect(screen.getByRole('img', { name: /Sketch map of the streets around the South Bopal branch/ })).toHaveAttribute(
      'src',
      '/images/map/branch-south-bopal.svg',
    );
    expect(document.querySelector('iframe')).toBeNull();
    act(() => screen.getByRole('button', { name: 'Show interactive map' }).click());
    expect(document.querySelector('iframe')?.getAttribute('src')).toBe('https://www.google.com/maps?q=23.01284,72.47251&z=16&output=embed');
  });

  it('shows a Gujarati or Hindi page the sketch drawn in its language, described in its words', () => {
    for (const [language, dictionary] of [
      ['gu', gu],
      ['hi', hi],
    ] as const) {
      const view = renderBranch('south-bopal', repositoryBranches, { language, dictionary });
      expect(screen.getByRole('img', { name: dictionary.sections.map.branchSketchAlt('South Bopal') })).toHaveAttribute(
        'src',
        `/images/map/${language}/branch-south-bopal.svg`,
      );
      view.unmount();
    }
  });

  it('shows no photos heading without photos, and lazy photos of a known size with them', () => {
    const { unmount } = renderBranch(
      'south-bopal',
      repositoryBranches.map((branch) => ({ ...branch, photos: [] })),
    );
    expect(screen.queryByRole('heading', { name: 'Photos' })).toBeNull();
    unmount();
    const photo = { src: '/images/branches/south-bopal-entrance.jpg', alt: 'The entrance', width: 1200, height: 800 };
    renderBranch(
      'south-bopal',
      repositoryBranches.map((branch) => (branch.id === 'south-bopal' ? { ...branch, photos: [photo] } : branch)),
    );
    const image = screen.getByRole('img', { name: 'The entrance' });
    expect(image).toHaveAttribute('loading', 'lazy');
    expect(image).toHaveAttribute('width', '1200');
    expect(image).toHaveAttribute('height', '800');
  });

  it('renders nothing for an unknown branch (the data module makes the page a 404)', () => {
    const { container } = renderBranch('nowhere');
    expect(container).toBeEmptyDOMElement();
  });
});
