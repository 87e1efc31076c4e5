import { useEffect, useRef, useState } from 'react';

/** How long a reloaded preview is held at the reader's scroll position at most, while it lays itself out. */
const RESTORE_FOR_MS = 8000;

/** The widths a maintainer checks a page at: a phone's and a desktop's. */
const WIDTHS = [
  { px: 390, label: 'Phone' },
  { px: 1280, label: 'Desktop' },
] as const;

/**
 * The page at its address on this dev server, which renders it from the unsaved draft. Each time
 * the draft changes (`version`), the frame reloads and goes back to where the maintainer had
 * scrolled, so they keep looking at what they are changing.
 */
export function PreviewFrame({ url, version }: { url?: string; version: number }) {
  const frame = useRef<HTMLIFrameElement>(null);
  const scroll = useRef(0);

  const [width, setWidth] = useState<number>(1280);
  const wrap = useRef<HTMLDivElement>(null);
  const [room, setRoom] = useState({ width: 0, height: 0 });
  // A desktop page is drawn at its own width and scaled down to the pane, as it looks there, only smaller.
  useEffect(() => {
    const element = wrap.current;
    if (!element) return;
    const observer = new ResizeObserver(() => setRoom({ width: element.clientWidth, height: element.clientHeight }));
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  const scale = room.width > 0 ? Math.min(1, (room.width - 24) / width) : 1;
  const height = room.height > 0 ? (room.height - 24) / scale : 800;
  const restoring = useRef<ReturnType<typeof setInterval>>(undefined);
  const reload = () => {
    const view = frame.current?.contentWindow;
    if (!view) return;
    const previous = view.document;
    const top = restoring.current === undefined ? view.scrollY : scroll.current;
    scroll.current = top;
    clearInterval(restoring.current);
    view.location.reload();
    // The new page lays itself out in steps (its HTML, then, on the dev server, its styles from its
    // scripts): it is scrolled back to where the reader was at each step, until its scripts have run.
    const started = Date.now();
    restoring.current = setInterval(() => {
      const next = frame.current?.contentWindow;
      const document = next?.document;
      if (!next || !document || document === previous || document.readyState === 'loading') return;
      if (next.scrollY !== top) next.scrollTo({ top, behavior: 'instant' });
      if (document.documentElement.dataset.hydrated === 'true' || Date.now() - started > RESTORE_FOR_MS) {
        clearInterval(restoring.current);
        restoring.current = undefined;
      }
    }, 30);
  };
  useEffect(() => () => clearInterval(restoring.current), []);
  useEffect(() => {
    if (version > 0) reload();
  }, [version]);
  return (
    <section className="preview-pane" aria-label="Preview">
      <div className="preview-bar">
        <span className="preview-url">{url ? `Preview of ${url}${scale < 1 ? ` at ${Math.round(scale * 100)}%` : ''}` : 'No preview'}</span>
        {WIDTHS.map(({ px, label }) => (
          <button key={px} type="button" aria-pressed={width === px} onClick={() => setWidth(px)}>
            {label} {px} px
          </button>
        ))}
      </div>
      {url ? (
        <div className="preview-frame-wrap" ref={wrap}>
          <div className="preview-sizer" style={{ width: `${width * scale}px`, height: `${height * scale}px` }}>
            <iframe
              ref={frame}
              title="Preview"
              src={url}
              style={{ width: `${width}px`, height: `${height}px`, transform: `scale(${scale})`, transformOrigin: '0 0' }}
              onLoad={() => {
                const view = frame.current?.contentWindow;
                // The page may lay itself out once its scripts run: scroll again after that frame.
                const restore = () => view?.scrollTo({ top: scroll.current, behavior: 'instant' });
                restore();
                view?.requestAnimationFrame(restore);
              }}
            />
          </div>
        </div>
      ) : (
        <p className="preview-none">
          This file has no page of its own to show (redirects, or a page whose address has a parameter): open the page it affects in the site after saving.
        </p>
      )}
    </section>
  );
}
