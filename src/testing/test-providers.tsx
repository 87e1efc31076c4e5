import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import type { ApiClient } from '../api/api-client';
import { ApiProvider } from '../api/api-context';
import type { Branch } from '../content/branches';
import type { ContentIndex } from '../content/content-index';
import { ContentProvider } from '../content/content-context';
import { holdsThankYouToken } from '../forms/thank-you-pass';
import { StatusBannerProvider, StatusBannerRegion } from '../ui/status-banner';
import { writtenHours } from '../content/opening-hours';

/** A branch as the content index holds it (the clinic's defaults filled in, see resolveBranch), from the facts a test cares about. */
function testBranch(facts: Pick<Branch, 'id' | 'name' | 'order' | 'address' | 'openingHours' | 'treatments'> & Partial<Branch>): Branch {
  return {
    geo: { latitude: 23, longitude: 72.5 },
    closures: [],
    directions: { landmarks: 'Test directions.', parking: 'Test parking.', publicTransport: 'Test transport.' },
    photos: [],
    dentists: [],
    phone: { display: '+91 90000 00000', e164: '+919000000000' },
    whatsApp: '+919000000000',
    email: `${facts.id}@test-clinic.example`,
    ...facts,
  };
}

const OPENING_HOURS = [{ days: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'] as const, opens: '08:00', closes: '22:00' }];

/** Test-only: a small content index with the site facts the forms read, two branches and three treatments. */
export const fixtureIndex = {
  language: 'en',
  site: {
    clinic: {
      name: 'Test Dental Clinic',
      phone: { display: '+91 90000 00000', e164: '+919000000000' },
      email: 'hello@test-clinic.example',
      timeZone: 'Asia/Kolkata',
      openingHours: OPENING_HOURS,
    },
    appointments: { horizonMonths: 6 },
  },
  branches: [
    testBranch({
      id: 'south-bopal',
      name: 'South Bopal',
      order: 1,
      address: { street: 'Test address, South Bopal', locality: 'Ahmedabad', region: 'Gujarat', postalCode: '380058', country: 'IN' },
      openingHours: [{ days: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'], opens: '08:00', closes: '22:00' }],
      treatments: ['root-canal', 'cleaning', 'implants'],
    }),
    testBranch({
      id: 'chandkheda',
      name: 'Chandkheda',
      order: 2,
      address: { street: 'Test address, Chandkheda', locality: 'Ahmedabad', region: 'Gujarat', postalCode: '382424', country: 'IN' },
      openingHours: [
        { days: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'], opens: '09:00', closes: '21:00' },
        { days: ['Sunday'], opens: '10:00', closes: '14:00' },
      ],
      closures: [{ date: '2026-05-14', note: 'Test holiday' }],
      treatments: ['root-canal', 'cleaning'],
    }),
  ],
  redirects: [],
  pages: [{ key: 'thank-you', path: '/thank-you', access: 'form-redirect', sectionTypes: ['message'] }],
  treatments: [
    { id: 'root-canal', path: '/root-canal', appointment: { label: 'Root Canal', order: 2 } },
    { id: 'cleaning', path: '/cleaning', appointment: { label: 'Dental Cleaning', order: 1 } },
    { id: 'implants', path: '/implants', appointment: { label: 'Dental Implants', order: 3 } },
  ],
  hours: writtenHours(OPENING_HOURS, 'en'),
} as unknown as ContentIndex;

export function fakeApi(post: ApiClient['post']): ApiClient {
  return { get: () => Promise.reject(new Error('not used')), post };
}

/**
 * Where a form went: the thank-you address, whether this tab holds the pass in it, and the
 * receipt the form handed over in the navigation state.
 */
function ThankYouProbe() {
  const location = useLocation();
  const receipt = (location.state as { receipt?: unknown } | null)?.receipt;
  return (
    <>
      <p data-testid="thank-you">{`${location.search} ${holdsThankYouToken(location.search) ? 'with its pass' : 'without a pass'}`}</p>
      <pre data-testid="thank-you-receipt">{JSON.stringify(receipt ?? null)}</pre>
    </>
  );
}

/**
 * Renders a form section inside every provider it needs, at /form, with a /thank-you route to
 * land on (`address` may add a query); `queryClient` lets a test start from cached data (e.g. a form the server showed again).
 */
export function renderWithProviders(
  ui: ReactElement,
  api: ApiClient,
  queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } }),
  /** The form page's address (`/form?branch=chandkheda`). */
  address = '/form',
  /** The page's content index (another language's: `{ ...fixtureIndex, language: 'gu' }`). */
  index: ContentIndex = fixtureIndex,
) {
  return render(
    <ContentProvider index={index}>
      <ApiProvider client={api}>
        <QueryClientProvider client={queryClient}>
          <StatusBannerProvider>
            <MemoryRouter initialEntries={[address]}>
              <Routes>
                <Route path="/form" element={ui} />
                <Route path="/thank-you" element={<ThankYouProbe />} />
              </Routes>
            </MemoryRouter>
            <StatusBannerRegion />
          </StatusBannerProvider>
        </QueryClientProvider>
      </ApiProvider>
    </ContentProvider>,
  );
}
