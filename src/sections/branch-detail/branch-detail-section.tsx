import { upcomingClosures, weekdayOf, weeklyHours } from '../../content/branch-hours';
import { BRANCHES_PATH, branchMapLinks, findBranch, offersTreatment, type Branch } from '../../content/branches';
import { useContentIndex, useLanguage } from '../../content/content-context';
import { formatPostalAddress } from '../../content/postal-address';
import type { SectionDefinition } from '../../content/types';
import { clinicToday } from '../../forms/clinic-clock';
import { useRouteParams } from '../../renderer/route-params';
import { AppLink } from '../../ui/app-link';
import { BranchActions } from '../../ui/branch-actions';
import { BranchMap } from '../../ui/branch-map';
import { BranchOpenState } from '../../ui/branch-open-state';
import { branchTexts, describeHours } from '../../ui/branch-texts';
import { Icon } from '../../ui/icon';
import { useClinicNow } from '../../ui/use-clinic-now';
import { branchDetailTexts, fillBranchTokens } from './branch-detail-texts';
import { dayName } from '../../content/opening-hours';
import { useDictionary, useSectionWords } from '../../i18n/dictionary-context';
import { LANGUAGE_FACTS, type Language } from '../../i18n/languages';
import { branchWords } from '../../i18n/section-words/branch';
import { branchDetailWords } from '../../i18n/section-words/branch-detail';
import { mapWords } from '../../i18n/section-words/map';
import { controlsWords } from '../../i18n/section-words/controls';
import './branch-detail.css';

/** `2027-01-14` → `Thursday, 14 January 2027` in the language (a calendar date: read in UTC, so no time zone shifts it). */
function formatClosureDate(date: string, language: Language): string {
  return new Intl.DateTimeFormat(language === 'en' ? 'en-GB' : LANGUAGE_FACTS[language].locale, {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${date}T00:00:00Z`));
}

/**
 * The page of one branch (/clinics/:branch). An unknown id never renders here: the data module
 * makes the page the 404 page.
 */
export default function BranchDetailSection({ section }: { section: SectionDefinition<'branch-detail'> }) {
  const { branch: id = '' } = useRouteParams();
  const { branches } = useContentIndex();
  const branch = findBranch(branches, id);
  return branch ? <BranchDetail section={section} branch={branch} /> : null;
}

function BranchDetail({ section, branch }: { section: SectionDefinition<'branch-detail'>; branch: Branch }) {
  const { site, treatments } = useContentIndex();
  const dictionary = useDictionary();
  const language = useLanguage();
  const controls = useSectionWords('controls', controlsWords);
  const texts = branchDetailTexts(section, useSectionWords('branchDetail', branchDetailWords));
  const common = branchTexts(section.texts, useSectionWords('branch', branchWords), useSectionWords('map', mapWords), dictionary.common);
  const today = clinicToday(new Date(useClinicNow()), site.clinic.timeZone);
  const weekday = weekdayOf(today);
  const closures = upcomingClosures(branch, today);
  const dentists = site.clinic.dentists.filter((dentist) => branch.dentists.includes(dentist.id));
  const offered = treatments.filter((treatment) => offersTreatment(branch, treatment.id));
  return (
    <div className="branch-detail">
      <header className="branch-detail__hero">
        <div className="container">
          <nav aria-label={controls.breadcrumb}>
            <ol className="plain-list branch-detail__breadcrumb">
              <li>
                <AppLink to="/">{texts.home}</AppLink>
              </li>
              <li>
                <AppLink to={BRANCHES_PATH}>{texts.clinics}</AppLink>
              </li>
              <li aria-current="page">{branch.name}</li>
            </ol>
          </nav>
          <h1 className="branch-detail__title">{fillBranchTokens(texts.heading, site, branch)}</h1>
          <p className="branch-detail__address">
            <Icon name="pin" size={20} />
            <span>{formatPostalAddress(branch.address)}</span>
          </p>
        </div>
      </header>
      <div className="container branch-detail__body">
        <div className="branch-detail__reach">
          <BranchOpenState branch={branch} texts={common} />
          <BranchActions branch={branch} texts={common} directions={false} />
        </div>
        <div className="branch-detail__columns">
          <section aria-labelledby="branch-hours">
            <h2 id="branch-hours">{texts.hoursTitle}</h2>
            <table className="branch-detail__hours">
              <thead>
                <tr>
                  <th scope="col">{texts.dayLabel}</th>
                  <th scope="col">{texts.hoursLabel}</th>
                </tr>
              </thead>
              <tbody>
                {weeklyHours(branch).map(({ day, hours }) => (
                  <tr key={day} className={day === weekday ? 'branch-detail__today' : undefined} aria-current={day === weekday ? 'date' : undefined}>
                    <th scope="row">
                      {dayName(day, language)}
                      {day === weekday && <span className="branch-detail__today-label">{common.today}</span>}
                    </th>
                    <td>{describeHours(hours, common, language)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
            {closures.length > 0 && (
              <>
                <h3 className="branch-detail__closures-title">{texts.closuresTitle}</h3>
                <ul className="plain-list branch-detail__closures">
                  {closures.map((closure) => (
                    <li key={closure.date}>
                      <time dateTime={closure.date}>{formatClosureDate(closure.date, language)}</time>
                      {closure.note && <span>{closure.note}</span>}
                    </li>
                  ))}
                </ul>
              </>
            )}
          </section>
          <section aria-labelledby="branch-map">
            <h2 id="branch-map">{texts.mapTitle}</h2>
            <BranchMap branch={branch} texts={common} />
            <dl className="branch-detail__directions">
              <dt>{texts.landmarks}</dt>
              <dd>{branch.directions.landmarks}</dd>
              <dt>{texts.parking}</dt>
              <dd>{branch.directions.parking}</dd>
              <dt>{texts.publicTransport}</dt>
              <dd>{branch.directions.publicTransport}</dd>
            </dl>
            <p className="branch-detail__route">
              <a className="button button--outline" href={branchMapLinks(branch).directions} target="_blank" rel="noopener noreferrer">
                <Icon name="pin" size={18} />
                {common.directions}
                <span className="visually-hidden"> {common.newTab}</span>
              </a>
            </p>
          </section>
        </div>
        {branch.photos.length > 0 && (
          <section aria-labelledby="branch-photos">
            <h2 id="branch-photos">{texts.photosTitle}</h2>
            <ul className="plain-list branch-detail__photos">
              {branch.photos.map((photo) => (
                <li key={photo.src}>
                  <img src={photo.src} alt={photo.alt} width={photo.width} height={photo.height} loading="lazy" decoding="async" />
                </li>
              ))}
            </ul>
          </section>
        )}
        <div className="branch-detail__columns">
          <section aria-labelledby="branch-dentists">
            <h2 id="branch-dentists">{texts.dentistsTitle}</h2>
            <ul className="plain-list branch-detail__dentists">
              {dentists.map((dentist) => (
                <li key={dentist.id}>
                  <Icon name="tooth" size={22} />
                  <span>
                    <strong>{dentist.name}</strong>
                    {dentist.degree && <span className="branch-detail__degree">{dentist.degree}</span>}
                  </span>
                </li>
              ))}
            </ul>
          </section>
          <section aria-labelledby="branch-treatments">
            <h2 id="branch-treatments">{texts.treatmentsTitle}</h2>
            <ul className="plain-list branch-detail__treatments">
              {offered.map((treatment) => (
                <li key={treatment.id}>
                  <AppLink to={treatment.path}>{treatment.menu.label}</AppLink>
                </li>
              ))}
            </ul>
          </section>
        </div>
      </div>
    </div>
  );
}
