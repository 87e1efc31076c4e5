import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import './status-banner.css';

/** The two outcomes of a form submit (sent, or failed) and what the banner says for each. */
export type StatusKind = 'success' | 'failure';

const STATUS_MESSAGES: Record<StatusKind, string> = {
  success: 'Message sent successfully!',
  failure: 'Message failed to send.',
};

/** How long the banner stays: 4 seconds. */
const STATUS_BANNER_MS = 4000;

interface StatusBannerActions {
  showStatus(kind: StatusKind): void;
  clearStatus(): void;
}

const StatusBannerContext = createContext<StatusBannerActions | null>(null);

/**
 * A global banner for form outcomes. It lives above the routes so that the success message set
 * just before navigating to /thank-you is still shown there. Both live regions are always in the
 * document (only their text changes), so screen readers announce the message reliably: success
 * politely (role="status"), failure at once (role="alert").
 */
export function StatusBannerProvider({ children }: { children: ReactNode }) {
  const [status, setStatus] = useState<{ kind: StatusKind; id: number } | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  const clearStatus = useCallback(() => {
    clearTimeout(timer.current);
    setStatus(null);
  }, []);
  const showStatus = useCallback((kind: StatusKind) => {
    clearTimeout(timer.current);
    setStatus((previous) => ({ kind, id: (previous?.id ?? 0) + 1 }));
    timer.current = setTimeout(() => setStatus(null), STATUS_BANNER_MS);
  }, []);
  useEffect(() => () => clearTimeout(timer.current), []);

  const actions = useMemo(() => ({ showStatus, clearStatus }), [showStatus, clearStatus]);
  return (
    <StatusBannerContext.Provider value={actions}>
      {children}
      <div className="status-banner-region">
        <div role="status" aria-live="polite" aria-atomic="true">
          {status?.kind === 'success' && (
            <p key={status.id} className="status-banner status-banner--success">
              {STATUS_MESSAGES.success}
            </p>
          )}
        </div>
        <div role="alert" aria-atomic="true">
          {status?.kind === 'failure' && (
            <p key={status.id} className="status-banner status-banner--failure">
              {STATUS_MESSAGES.failure}
            </p>
          )}
        </div>
      </div>
    </StatusBannerContext.Provider>
  );
}

export function useStatusBanner(): StatusBannerActions {
  const value = useContext(StatusBannerContext);
  if (!value) throw new Error('useStatusBanner needs a <StatusBannerProvider>');
  return value;
}
