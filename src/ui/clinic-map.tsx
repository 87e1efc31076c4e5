import { branchMapLinks, branchNames, clinicMapImage } from '../content/branches';
import { useContentIndex, useLanguage } from '../content/content-context';
import { formatPostalAddress } from '../content/postal-address';
import { Icon } from './icon';
import { MapFacade } from './map-facade';
import { useSectionWords } from '../i18n/dictionary-context';
import { mapWords } from '../i18n/section-words/map';

/**
 * The clinic's map: a sketch with a pin per branch (in the page's language, a few kilobytes), each branch's "Open in Google Maps" link, and
 * Google's interactive map of the first branch on request (see MapFacade).
 */
export function ClinicMap({ showAddresses = false, className }: { showAddresses?: boolean; className?: string }) {
  const { site, branches } = useContentIndex();
  const { clinic } = site;
  const language = useLanguage();
  const map = useSectionWords('map', mapWords);
  return (
    <MapFacade
      embed={branchMapLinks(branches[0]).embed}
      frameTitle={map.frameTitle(clinic.name)}
      image={{ ...clinicMapImage(language), alt: map.sketchAlt(clinic.name, branchNames(branches, language)) }}
      showMap={map.showMap}
      mapNote={map.mapNote}
      {...(className ? { className } : {})}
    >
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
              aria-label={map.openInMapsFor(branch.name)}
            >
              {map.openInMaps}
            </a>
          </li>
        ))}
      </ul>
    </MapFacade>
  );
}
