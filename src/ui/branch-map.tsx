import { useLanguage } from '../content/content-context';
import { branchMapImage, branchMapLinks, type Branch } from '../content/branches';
import type { BranchTexts } from '../content/types';
import { MapFacade } from './map-facade';
import { mapWords } from '../i18n/section-words/map';
import { useSectionWords } from '../i18n/dictionary-context';

/**
 * One branch's map: its sketch (drawn by scripts/artwork from the branch's file, in the page's language), Google's
 * interactive map on request (see MapFacade) and a link to the place in Google Maps.
 */
export function BranchMap({ branch, texts, className }: { branch: Branch; texts: Required<BranchTexts>; className?: string }) {
  const links = branchMapLinks(branch);
  const map = useSectionWords('map', mapWords);
  const language = useLanguage();
  return (
    <MapFacade
      embed={links.embed}
      frameTitle={map.branchFrameTitle(branch.name)}
      image={{ ...branchMapImage(branch, language), alt: map.branchSketchAlt(branch.name) }}
      showMap={texts.showMap}
      mapNote={texts.mapNote}
      {...(className ? { className } : {})}
      footer={
        <p className="clinic-map__place">
          <a className="clinic-map__link" href={links.place} target="_blank" rel="noopener noreferrer">
            {texts.openInMaps}
            <span className="visually-hidden"> {texts.newTab}</span>
          </a>
        </p>
      }
    />
  );
}
