import type { Language } from '../i18n/languages';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { configure, render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import type { ApiClient } from '../api/api-client';
import { ApiProvider } from '../api/api-context';
import type { ContentIndex } from '../content/content-index';
import { ContentProvider } from '../content/content-context';
import { RouteParamsProvider } from '../renderer/route-params';
import { repositoryBranches } from './repository-content';
import { useVideoModal, VideoModalProvider } from '../ui/video-modal-context';
import { writtenHours } from '../content/opening-hours';

// The machine running the tests may be busy: waiting for data gets more than the default second.
configure({ asyncUtilTimeout: 5000 });

const OPENING_HOURS = [{ days: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'] as const, opens: '08:00', closes: '22:00' }];

/** Test-only site facts, as pages/site.json gives them. */
export const testIndex = {
  language: 'en',
  site: {
    siteUrl: 'https://clinic.example',
    clinic: {
      name: 'Test Dental Clinic',
      dentists: [{ id: 'asha-mehta', name: 'Asha Mehta', degree: 'BDS (2018)' }],
      experienceYears: '05+',
      openingHours: OPENING_HOURS,
      timeZone: 'Asia/Kolkata',
      phone: { display: '+91 90000 00000', e164: '+919000000000' },
      email: 'hello@test-clinic.example',
      social: [
        { network: 'instagram', label: 'Instagram', href: 'https://www.instagram.com/test-clinic/' },
        { network: 'reviews', label: 'Google reviews', href: 'https://reviews.example/test-clinic' },
      ],
      socialVideo: { url: 'https://www.instagram.com/reel/TESTclip01/', title: 'A minute at Test Dental Clinic' },
    },
  },
  redirects: [],
  pages: [],
  treatments: [],
  branches: repositoryBranches,
  hours: writtenHours(OPENING_HOURS, 'en'),
} as unknown as ContentIndex;

type Handler = (path: string, body?: unknown) => unknown;

/**
 * An API whose answers the test chooses per path: a value (or a promise of one), or an Error to
 * fail with. Records every call as `GET path` / `POST path body`.
 */
export function scriptedApi(answer: Handler): ApiClient & { calls: string[] } {
  const calls: string[] = [];
  const respond = async <T,>(path: string, body?: unknown): Promise<T> => {
    const value = await answer(path, body);
    if (value instanceof Error) throw value;
    return value as T;
  };
  return {
    calls,
    get: <T,>(path: string) => {
      calls.push(`GET ${path}`);
      return respond<T>(path);
    },
    post: <T,>(path: string, body: unknown) => {
      calls.push(`POST ${path} ${JSON.stringify(body)}`);
      return respond<T>(path, body);
    },
  };
}

/** A call that never answers: the section stays in its loading state. */
export const never = () => new Promise<never>(() => {});

function LocationProbe() {
  const location = useLocation();
  return <p data-testid="location">{`${location.pathname}${location.search}`}</p>;
}

/** Shows the shared video state (showGalleryVideo, currentVideoUrl) for assertions. */
function VideoStateProbe() {
  const { showGalleryVideo, currentVideoUrl } = useVideoModal();
  return <p data-testid="video-state">{JSON.stringify({ showGalleryVideo, currentVideoUrl })}</p>;
}

/** Renders a section at a URL, inside every provider a page gives it. */
export function renderSection(
  ui: ReactElement,
  {
    api,
    url = '/',
    pattern = '*',
    params = {},
    language = 'en',
  }: { api: ApiClient; url?: string; pattern?: string; params?: Record<string, string>; /** The page's language. */ language?: Language },
) {
  // No retries, and none delayed where a query asks for its own (the article retries once).
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, retryDelay: 0 } } });
  const result = render(
    <ContentProvider index={language === testIndex.language ? testIndex : ({ ...testIndex, language } as typeof testIndex)}>
      <ApiProvider client={api}>
        <QueryClientProvider client={queryClient}>
          <VideoModalProvider>
            <MemoryRouter initialEntries={[url]}>
              <RouteParamsProvider params={params}>
                <Routes>
                  <Route path={pattern} element={ui} />
                </Routes>
                <LocationProbe />
                <VideoStateProbe />
              </RouteParamsProvider>
            </MemoryRouter>
          </VideoModalProvider>
        </QueryClientProvider>
      </ApiProvider>
    </ContentProvider>,
  );
  return { ...result, queryClient };
}

export function renderStatic(ui: ReactElement) {
  return renderSection(ui, { api: scriptedApi(() => new Error('no API call expected')) });
}
