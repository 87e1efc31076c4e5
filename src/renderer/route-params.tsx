import { createContext, useContext, type ReactNode } from 'react';

const RouteParamsContext = createContext<Readonly<Record<string, string>>>({});

/** Gives the page's sections the parameters of its route (`/blogs/:slug` → `{ slug }`). */
export function RouteParamsProvider({ params, children }: { params: Readonly<Record<string, string>>; children: ReactNode }) {
  return <RouteParamsContext.Provider value={params}>{children}</RouteParamsContext.Provider>;
}

/** The current page's route parameters; the URL's query string comes from react-router's `useSearchParams`. */
export function useRouteParams(): Readonly<Record<string, string>> {
  return useContext(RouteParamsContext);
}
