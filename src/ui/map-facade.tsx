import { useEffect, useRef, useState, type ReactNode } from 'react';
import './clinic-map.css';

interface MapFacadeProps {
  /** Google Maps' embed address, loaded only when the visitor asks. */
  embed: string;
  /** Names the interactive map's frame. */
  frameTitle: string;
  /** The light local sketch shown first. */
  image: { src: string; width: number; height: number; alt: string };
  showMap: string;
  mapNote: string;
  className?: string;
  /** Between the map and its "show interactive map" control (the clinic map's list of branches). */
  children?: ReactNode;
  /** After that control (a branch's place link). */
  footer?: ReactNode;
}

/**
 * A map that costs nothing until it is wanted: a local sketch image, and a button that swaps it
 * for Google's interactive map. Nothing is fetched from Google until the visitor asks, so the map
 * works offline or with Google blocked, costs no third-party bytes and sets no third-party cookies
 * on a plain visit; without JavaScript the sketch and the links are the whole map.
 */
export function MapFacade({ embed, frameTitle, image, showMap, mapNote, className, children, footer }: MapFacadeProps) {
  const [interactive, setInteractive] = useState(false);
  const frameRef = useRef<HTMLIFrameElement>(null);
  // The button that was pressed is gone: focus moves to what it brought.
  useEffect(() => {
    if (interactive) frameRef.current?.focus();
  }, [interactive]);
  return (
    <div className={`clinic-map${className ? ` ${className}` : ''}`}>
      <div className="clinic-map__frame">
        {interactive ? (
          <iframe
            ref={frameRef}
            className="clinic-map__interactive"
            src={embed}
            title={frameTitle}
            referrerPolicy="no-referrer-when-downgrade"
            allowFullScreen
          />
        ) : (
          <img className="clinic-map__image" src={image.src} width={image.width} height={image.height} alt={image.alt} loading="lazy" decoding="async" />
        )}
      </div>
      {children}
      {/* In the server's HTML too, so the map does not grow when scripts start; where scripts cannot
          run, the stylesheet hides it (it would do nothing). A press before the code has come is
          pressed again once it has (DeferredHydration). */}
      {!interactive && (
        <p className="clinic-map__load">
          <button type="button" className="clinic-map__load-button" onClick={() => setInteractive(true)}>
            {showMap}
          </button>
          <span className="clinic-map__note">{mapNote}</span>
        </p>
      )}
      {footer}
    </div>
  );
}
