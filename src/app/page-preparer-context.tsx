import { createContext, useContext, type ReactNode } from 'react';
import type { PagePreparer } from './page-preparer';

const PagePreparerContext = createContext<PagePreparer | null>(null);

export function PagePreparerProvider({ preparer, children }: { preparer: PagePreparer; children: ReactNode }) {
  return <PagePreparerContext.Provider value={preparer}>{children}</PagePreparerContext.Provider>;
}

export function usePagePreparer(): PagePreparer {
  const preparer = useContext(PagePreparerContext);
  if (!preparer) throw new Error('usePagePreparer needs a <PagePreparerProvider>');
  return preparer;
}
