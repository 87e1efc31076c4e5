import { useEffect, useRef, useState } from 'react';
import { branchMapImage, branchMapLinks, type Branch } from '../content/branches';
import type { BranchTexts } from '../content/types';
import './clinic-map.css';

/**
 * One branch's map: its sketch (drawn by scripts/artwork from the branch's file), a link to the
 * place in Google Maps and a button that swaps the sketch for Google's interactive map. As with
 * the clinic's map (clinic-map.tsx), nothing comes from Google until the visitor asks; without
 * JavaScript the sketch and the link are the map.
 */
export function BranchMap({ branch, texts, className }: { branch: Branch; texts: Required<BranchTexts>; className?: string }) {
  const [interactive, setInteractive] = useState(false);
  const frameRef = useRef<HTMLIFrameElement>(null);
  // The button that was pressed is gone: focus moves to what it brought.
  useEffect(() => {
    if (interactive) frameRef.current?.focus();
  }, [interactive]);
  const links = branchMapLinks(branch);
  const image = branchMapImage(branch);
  return (
    <div className={`clinic-map${className ? ` ${className}` : ''}`}>
      <div className="clinic-map__frame">
        {interactive ? (
          <iframe
            ref={frameRef}
            className="clinic-map__interactive"
            src={links.embed}
            title={`${links.title} (Google Maps)`}
            referrerPolicy="no-referrer-when-downgrade"
            allowFullScreen
          />
        ) : (
          <img className="clinic-map__image" src={image.src} width={image.width} height={image.height} alt={image.alt} loading="lazy" decoding="async" />
        )}
      </div>
      {/* In the server's HTML too, so nothing moves when scripts start; where they cannot run the stylesheet hides it. */}
      {!interactive && (
        <p className="clinic-map__load">
          <button type="button" className="clinic-map__load-button" onClick={() => setInteractive(true)}>
            {texts.showMap}
          </button>
          <span className="clinic-map__note">{texts.mapNote}</span>
        </p>
      )}
      <p className="clinic-map__place">
        <a className="clinic-map__link" href={links.place} target="_blank" rel="noopener noreferrer">
          {texts.openInMaps}
          <span className="visually-hidden"> {texts.newTab}</span>
        </a>
      </p>
    </div>
  );
}
