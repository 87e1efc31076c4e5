import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import type { ApiClient } from '../api/api-client';
import { ApiProvider } from '../api/api-context';
import type { ContentIndex } from '../content/content-index';
import { ContentProvider } from '../content/content-context';
import { holdsThankYouToken } from '../forms/thank-you-pass';
import { StatusBannerProvider, StatusBannerRegion } from '../ui/status-banner';

/** Test-only: a small content index with the site facts the forms read and three treatments. */
export const fixtureIndex = {
  site: {
    clinic: {
      name: 'Test Dental Clinic',
      phone: { display: '+91 90000 00000', e164: '+919000000000' },
      email: 'hello@test-clinic.example',
      timeZone: 'Asia/Kolkata',
      openingHours: [{ days: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'], opens: '08:00', closes: '22:00' }],
      mapEmbedUrl: 'https://maps.example/embed?q=clinic',
      branches: [
        {
          name: 'South Bopal',
          address: { street: 'Test address, South Bopal', locality: 'Ahmedabad', region: 'Gujarat', postalCode: '380058', country: 'IN' },
          mapsUrl: 'https://maps.example/a',
        },
        {
          name: 'Chandkheda',
          address: { street: 'Test address, Chandkheda', locality: 'Ahmedabad', region: 'Gujarat', postalCode: '382424', country: 'IN' },
          mapsUrl: 'https://maps.example/b',
        },
      ],
    },
    appointments: { horizonMonths: 6 },
  },
  redirects: [],
  pages: [{ key: 'thank-you', path: '/thank-you', access: 'form-redirect', sectionTypes: ['message'] }],
  treatments: [
    { id: 'root-canal', path: '/root-canal', appointment: { label: 'Root Canal', order: 2 } },
    { id: 'cleaning', path: '/cleaning', appointment: { label: 'Dental Cleaning', order: 1 } },
    { id: 'implants', path: '/implants', appointment: { label: 'Dental Implants', order: 3 } },
  ],
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
 * land on; `queryClient` lets a test start from cached data (e.g. a form the server showed again).
 */
export function renderWithProviders(ui: ReactElement, api: ApiClient, queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } })) {
  return render(
    <ContentProvider index={fixtureIndex}>
      <ApiProvider client={api}>
        <QueryClientProvider client={queryClient}>
          <StatusBannerProvider>
            <MemoryRouter initialEntries={['/form']}>
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
