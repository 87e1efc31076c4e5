import { useEffect, useRef, useState } from 'react';
import { useDictionary } from '../../i18n/dictionary-context';
import './instagram-embed.css';

/** Instagram's embed script: it turns each `blockquote.instagram-media` into the post's iframe. */
export const EMBED_SCRIPT_SRC = 'https://www.instagram.com/embed.js';
/** How long the frame may take when the script still has to load, and when it is already there. */
export const SCRIPT_LOADING_TIMEOUT_MS = 4000;
export const SCRIPT_PRESENT_TIMEOUT_MS = 1500;
/** How often to look for the frame. */
export const FRAME_POLL_MS = 800;

type Status = 'loading' | 'loaded' | 'fallback';

declare global {
  interface Window {
    instgrm?: { Embeds: { process(): void } };
  }
}

/**
 * An Instagram post embedded with Instagram's own script, which is fetched only now (never with
 * the page). A spinner with `loadingText` shows until the post's frame appears; when it does not
 * appear in time (4 s while the script loads, 1.5 s when it was already there), or the script
 * cannot load at all, a plain link to the post takes its place.
 *
 * The script replaces the placeholder it finds with its frame, outside React's knowledge, so the
 * placeholder is made here by hand inside an element React leaves empty.
 */
export function InstagramEmbed({ url, loadingText, fallbackLabel }: { url: string; loadingText: string; fallbackLabel: string }) {
  const containerRef = useRef<HTMLDivElement>(null);
  const [status, setStatus] = useState<Status>('loading');
  const { common } = useDictionary();

  useEffect(() => {
    const container = containerRef.current;
    if (!container) return;
    const placeholder = document.createElement('blockquote');
    placeholder.className = 'instagram-media';
    placeholder.dataset.instgrmPermalink = url;
    placeholder.dataset.instgrmVersion = '14';
    container.replaceChildren(placeholder);

    let script: HTMLScriptElement | null = null;
    const onScriptLoad = () => window.instgrm?.Embeds.process();
    const onScriptError = () => {
      // Gone, so that a later attempt fetches it afresh.
      script?.remove();
      finish('fallback');
    };
    let timeoutMs = SCRIPT_PRESENT_TIMEOUT_MS;
    if (window.instgrm) {
      window.instgrm.Embeds.process();
    } else {
      timeoutMs = SCRIPT_LOADING_TIMEOUT_MS;
      script = document.querySelector<HTMLScriptElement>(`script[src="${EMBED_SCRIPT_SRC}"]`);
      if (!script) {
        script = document.createElement('script');
        script.src = EMBED_SCRIPT_SRC;
        script.async = true;
        document.body.append(script);
      }
      script.addEventListener('load', onScriptLoad);
      script.addEventListener('error', onScriptError);
    }
    const hasFrame = () => container.querySelector('iframe') !== null;
    const poll = setInterval(() => {
      if (hasFrame()) finish('loaded');
    }, FRAME_POLL_MS);
    const deadline = setTimeout(() => finish(hasFrame() ? 'loaded' : 'fallback'), timeoutMs);

    function stopWatching() {
      clearInterval(poll);
      clearTimeout(deadline);
      script?.removeEventListener('load', onScriptLoad);
      script?.removeEventListener('error', onScriptError);
    }
    function finish(result: Status) {
      stopWatching();
      // A frame arriving after the fallback would only push the link aside.
      if (result === 'fallback') container!.replaceChildren();
      setStatus(result);
    }
    return () => {
      stopWatching();
      container.replaceChildren();
    };
  }, [url]);

  return (
    <div className="instagram-embed">
      {status === 'loading' && (
        <p className="instagram-embed__loading" role="status">
          <span className="instagram-embed__spinner" aria-hidden="true" />
          {loadingText}
        </p>
      )}
      <div ref={containerRef} className="instagram-embed__frame" hidden={status === 'fallback'} />
      {status === 'fallback' && (
        <p className="instagram-embed__fallback">
          <a href={url} target="_blank" rel="noopener noreferrer">
            {fallbackLabel}
            <span className="visually-hidden"> {common.newTab}</span>
          </a>
        </p>
      )}
    </div>
  );
}
