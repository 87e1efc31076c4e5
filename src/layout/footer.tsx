import { AppLink } from '../ui/app-link';
import { useContentIndex } from '../content/content-context';
import { treatmentMenu } from '../content/derived-lists';
import { branchPath } from '../content/branches';
import { formatPostalAddress } from '../content/postal-address';
import { ClinicMap } from '../ui/clinic-map';
import { Counter } from '../ui/counter';
import { Icon } from '../ui/icon';
import { SmartLink } from '../ui/rich-text';
import { BookAppointmentLink } from '../ui/book-appointment-link';
import { useDictionary } from '../i18n/dictionary-context';

/** The footer of every page: treatments grid, call to action, links, map, branches, contact, counter. */
export function Footer() {
  const index = useContentIndex();
  const { clinic, footer } = index.site;
  const { common } = useDictionary();
  return (
    <footer className="footer">
      <div className="footer__cta">
        <div className="container footer__cta-inner">
          <div>
            <h2 className="footer__cta-title">{footer.cta.title}</h2>
            <p>{footer.cta.text}</p>
          </div>
          <BookAppointmentLink className="button button--light" href={footer.cta.button.href} label={footer.cta.button.label} />
        </div>
      </div>

      <div className="container footer__treatments">
        <h2 className="footer__heading">{footer.treatmentsTitle}</h2>
        <ul className="plain-list">
          {treatmentMenu(index).map((entry) => (
            <li key={entry.id}>
              <AppLink to={entry.path}>
                <Icon name={entry.icon} size={16} /> {entry.label}
              </AppLink>
            </li>
          ))}
        </ul>
      </div>

      <div className="container footer__main">
        {footer.linkGroups.map((group) => (
          <div key={group.title} className="footer__links">
            <h2 className="footer__heading">{group.title}</h2>
            <ul className="plain-list">
              {group.links.map((link) => (
                <li key={link.href}>
                  <SmartLink href={link.href}>{link.label}</SmartLink>
                </li>
              ))}
            </ul>
          </div>
        ))}

        <div className="footer__contact">
          <h2 className="footer__heading">{footer.contactTitle}</h2>
          <ul className="plain-list">
            {index.branches.map((branch) => (
              <li key={branch.id}>
                <AppLink className="footer__branch" to={branchPath(branch)}>
                  <Icon name="pin" size={16} />
                  <span>
                    <strong>{branch.name}</strong>
                    <span className="footer__branch-address">{formatPostalAddress(branch.address)}</span>
                  </span>
                </AppLink>
              </li>
            ))}
            <li>
              <a href={`tel:${clinic.phone.e164}`}>
                <Icon name="phone" size={16} /> {clinic.phone.display}
              </a>
            </li>
            <li>
              <a href={`mailto:${clinic.email}`}>
                <Icon name="mail" size={16} /> {clinic.email}
              </a>
            </li>
          </ul>
          <ul className="plain-list footer__social">
            {clinic.social.map((s) => (
              <li key={s.network}>
                <a href={s.href} target="_blank" rel="noopener noreferrer" aria-label={common.inNewTab(s.label)}>
                  <Icon name={s.network === 'reviews' ? 'star' : s.network} size={18} />
                </a>
              </li>
            ))}
          </ul>
          <p className="footer__counter">
            <Counter {...footer.counter} />
            <span>{footer.counter.label}</span>
          </p>
        </div>

        <div className="footer__map">
          <ClinicMap />
        </div>
      </div>

      <div className="footer__bottom">
        <div className="container footer__bottom-inner">
          <p>© {clinic.name}</p>
          <p>
            <SmartLink href={footer.credit.href}>{footer.credit.label}</SmartLink>
          </p>
        </div>
      </div>
    </footer>
  );
}
