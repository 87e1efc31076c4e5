import { branchMapLinks } from '../content/branches';
import { useContentIndex } from '../content/content-context';
import { formatPostalAddress } from '../content/postal-address';
import { Icon } from '../ui/icon';
import { useDictionary } from '../i18n/dictionary-context';
import { LanguageSwitcher } from './language-switcher';

/** Address (to maps), opening hours, the emergency line, the social follow links and the languages. */
export function TopBar() {
  const { site, branches, hours } = useContentIndex();
  const { common } = useDictionary();
  const { clinic, topBar } = site;
  const branch = branches[0];
  const follow = clinic.social.filter((s) => s.network !== 'reviews');
  return (
    <div className="top-bar">
      <div className="container top-bar__inner">
        <a className="top-bar__item top-bar__address" href={branchMapLinks(branch).place} target="_blank" rel="noopener noreferrer">
          <Icon name="pin" size={16} />
          <span>{formatPostalAddress(branch.address)}</span>
        </a>
        <span className="top-bar__item">
          <Icon name="clock" size={16} />
          <span>{hours.short}</span>
        </span>
        <a className="top-bar__item" href={`tel:${clinic.phone.e164}`}>
          <Icon name="phone" size={16} />
          <span>
            {topBar.emergencyLabel}: {clinic.phone.display}
          </span>
        </a>
        <span className="top-bar__item top-bar__social">
          <span className="top-bar__social-label">{topBar.followLabel}</span>
          {follow.map((s) => (
            <a key={s.network} href={s.href} target="_blank" rel="noopener noreferrer" aria-label={common.inNewTab(s.label)}>
              <Icon name={s.network === 'facebook' ? 'facebook' : 'instagram'} size={16} />
            </a>
          ))}
        </span>
        <LanguageSwitcher className="top-bar__languages" />
      </div>
    </div>
  );
}
