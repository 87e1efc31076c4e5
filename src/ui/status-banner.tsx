import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useDictionary } from '../i18n/dictionary-context';
import './status-banner.css';

/** The two outcomes of a form submit (sent, or failed); the dictionary says what the banner says for each. */
export type StatusKind = 'success' | 'failure';

/** How long the banner stays: 4 seconds. */
const STATUS_BANNER_MS = 4000;

interface StatusBannerActions {
  showStatus(kind: StatusKind): void;
}

interface StatusBannerState extends StatusBannerActions {
  status: { kind: StatusKind; id: number } | null;
}

const StatusBannerContext = createContext<StatusBannerState | null>(null);

/**
 * A global banner for form outcomes. Its state lives above the routes so that the success
 * message set just before navigating to /thank-you is still shown there; the page's shell places
 * it (StatusBannerRegion).
 */
export function StatusBannerProvider({ children }: { children: ReactNode }) {
  const [status, setStatus] = useState<{ kind: StatusKind; id: number } | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  const showStatus = useCallback((kind: StatusKind) => {
    clearTimeout(timer.current);
    setStatus((previous) => ({ kind, id: (previous?.id ?? 0) + 1 }));
    timer.current = setTimeout(() => setStatus(null), STATUS_BANNER_MS);
  }, []);
  useEffect(() => () => clearTimeout(timer.current), []);

  const value = useMemo(() => ({ status, showStatus }), [status, showStatus]);
  return <StatusBannerContext.Provider value={value}>{children}</StatusBannerContext.Provider>;
}

/**
 * Where the banner shows: placed right under the site's header, it sticks 1 rem below the top of
 * the screen once the header has scrolled away, so it never covers the top bar. Both live regions
 * are always in the document (only their text changes), so screen readers announce the message
 * reliably: success politely (role="status"), failure at once (role="alert").
 */
export function StatusBannerRegion() {
  const status = useContext(StatusBannerContext)?.status;
  const { statusBanner } = useDictionary();
  return (
    <div className="status-banner-region">
      <div className="status-banner-region__stack">
        <div role="status" aria-live="polite" aria-atomic="true">
          {status?.kind === 'success' && (
            <p key={status.id} className="status-banner status-banner--success">
              {statusBanner.success}
            </p>
          )}
        </div>
        <div role="alert" aria-atomic="true">
          {status?.kind === 'failure' && (
            <p key={status.id} className="status-banner status-banner--failure">
              {statusBanner.failure}
            </p>
          )}
        </div>
      </div>
    </div>
  );
}

export function useStatusBanner(): StatusBannerActions {
  const value = useContext(StatusBannerContext);
  if (!value) throw new Error('useStatusBanner needs a <StatusBannerProvider>');
  return value;
}
