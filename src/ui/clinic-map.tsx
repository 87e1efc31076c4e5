import { useEffect, useRef, useState } from 'react';
import { branchMapLinks, branchNames } from '../content/branches';
import { useContentIndex } from '../content/content-context';
import { formatPostalAddress } from '../content/postal-address';
import { Icon } from './icon';
import './clinic-map.css';

/** The sketch map drawn by scripts/artwork/clinic-map.ts: both branches pinned, a few kilobytes. */
const CLINIC_MAP_IMAGE = { src: '/images/map/clinic-map.svg', width: 800, height: 500 } as const;

/**
 * The clinic's map: a light static image with a pin per branch, each branch's "Open in Google
 * Maps" link, and a button that swaps the image for Google's interactive map. Nothing is
 * fetched from Google until the visitor asks, so the map works offline or with Google blocked,
 * costs no third-party bytes and sets no third-party cookies on a plain visit. Without
 * JavaScript the image and the links are the whole map, and they are enough.
 */
export function ClinicMap({ showAddresses = false, className }: { showAddresses?: boolean; className?: string }) {
  const { site, branches } = useContentIndex();
  const { clinic } = site;
  const [interactive, setInteractive] = useState(false);
  const frameRef = useRef<HTMLIFrameElement>(null);
  // The button that was pressed is gone: focus moves to what it brought.
  useEffect(() => {
    if (interactive) frameRef.current?.focus();
  }, [interactive]);

  const names = branchNames(branches);
  return (
    <div className={`clinic-map${className ? ` ${className}` : ''}`}>
      <div className="clinic-map__frame">
        {interactive ? (
          <iframe
            ref={frameRef}
            className="clinic-map__interactive"
            src={branchMapLinks(branches[0]).embed}
            title={`Interactive map of ${clinic.name} (Google Maps)`}
            referrerPolicy="no-referrer-when-downgrade"
            allowFullScreen
          />
        ) : (
          <img
            className="clinic-map__image"
            src={CLINIC_MAP_IMAGE.src}
            width={CLINIC_MAP_IMAGE.width}
            height={CLINIC_MAP_IMAGE.height}
            alt={`Sketch map of Ahmedabad marking ${clinic.name}'s branches: ${names}`}
            loading="lazy"
            decoding="async"
          />
        )}
      </div>
      <ul className="plain-list clinic-map__branches">
        {branches.map((branch) => (
          <li key={branch.id}>
            <span className="clinic-map__branch">
              <Icon name="pin" size={18} />
              <strong>{branch.name}</strong>
              {showAddresses && <span className="clinic-map__address">{formatPostalAddress(branch.address)}</span>}
            </span>
            <a
              className="clinic-map__link"
              href={branchMapLinks(branch).place}
              target="_blank"
              rel="noopener noreferrer"
              aria-label={`Open in Google Maps: ${branch.name} (opens in a new tab)`}
            >
              Open in Google Maps
            </a>
          </li>
        ))}
      </ul>
      {/* In the server's HTML too, so the map does not grow when scripts start; where scripts cannot
          run, the stylesheet hides it (it would do nothing). A press before the code has come is
          pressed again once it has (DeferredHydration). */}
      {!interactive && (
        <p className="clinic-map__load">
          <button type="button" className="clinic-map__load-button" onClick={() => setInteractive(true)}>
            Show interactive map
          </button>
          <span className="clinic-map__note">Loads Google Maps, which may set cookies.</span>
        </p>
      )}
    </div>
  );
}
