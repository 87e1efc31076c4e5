// Global styles first, so component styles (imported below) win over them at equal specificity.
import '../styles/base.css';
import '../styles/global.css';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { ApiClient } from '../api/api-client';
import { ApiProvider } from '../api/api-context';
import type { ContentIndex } from '../content/content-index';
import { ContentProvider } from '../content/content-context';
import type { PageWords } from '../i18n/dictionaries/en';
import { DictionaryProvider } from '../i18n/dictionary-context';
import { SiteLayout } from '../layout/site-layout';
import { StatusBannerProvider } from '../ui/status-banner';
import { VideoModalProvider } from '../ui/video-modal-context';
import type { PagePreparer } from './page-preparer';
import { PagePreparerProvider } from './page-preparer-context';
import { RouteView, ServerFormPassContext } from './page-view';
import { ScrollManager } from './scroll-manager';

export interface AppProps {
  index: ContentIndex;
  preparer: PagePreparer;
  queryClient: QueryClient;
  api: ApiClient;
  /** Server only: the request's pass to the thank-you page was checked and is good. */
  formPass?: boolean;
  /** The site's own words in the page's language (English when absent). */
  dictionary?: PageWords;
}

/** The whole site inside a router (BrowserRouter in the browser, StaticRouter on the server). */
export function App({ index, preparer, queryClient, api, formPass = false, dictionary }: AppProps) {
  const app = (
    <ContentProvider index={index}>
      <PagePreparerProvider preparer={preparer}>
        <ApiProvider client={api}>
          <QueryClientProvider client={queryClient}>
            <VideoModalProvider>
              <StatusBannerProvider>
                <ScrollManager />
                <SiteLayout>
                  <ServerFormPassContext.Provider value={formPass}>
                    <RouteView />
                  </ServerFormPassContext.Provider>
                </SiteLayout>
              </StatusBannerProvider>
            </VideoModalProvider>
          </QueryClientProvider>
        </ApiProvider>
      </PagePreparerProvider>
    </ContentProvider>
  );
  return dictionary ? <DictionaryProvider dictionary={dictionary}>{app}</DictionaryProvider> : app;
}
