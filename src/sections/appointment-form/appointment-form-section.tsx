import { useContentIndex } from '../../content/content-context';
import type { SectionDefinition } from '../../content/types';
import { EnquiryForm } from '../../forms-ui/enquiry-form';
import { useRequestForm } from '../../forms-ui/request-form-fields';
import { Icon } from '../../ui/icon';
import './appointment-form.css';

/** The book-appointment page's form, on a dark panel. */
export default function AppointmentFormSection({ section }: { section: SectionDefinition<'appointment-form'> }) {
  const { site, branches, hours } = useContentIndex();
  const { clinic } = site;
  const requestForm = useRequestForm('appointment');
  const titleId = requestForm.idFor('title');

  return (
    <section className="appointment-form-section" aria-labelledby={titleId}>
      <div className="container">
        <div className="appointment-form-section__panel form-theme-dark">
          <div className="appointment-form-section__intro-column">
            <h2 id={titleId} className="appointment-form-section__title">
              {section.title}
            </h2>
            {section.intro && <p className="appointment-form-section__intro">{section.intro}</p>}
            <ul className="plain-list appointment-form-section__facts">
              <li>
                <Icon name="clock" size={20} />
                <span>{hours.full}</span>
              </li>
              <li>
                <Icon name="phone" size={20} />
                <a href={`tel:${clinic.phone.e164}`}>{clinic.phone.display}</a>
              </li>
              <li>
                <Icon name="pin" size={20} />
                <span>{branches.map((branch) => branch.name).join(' · ')}</span>
              </li>
            </ul>
          </div>
          <EnquiryForm requestForm={requestForm} labelledBy={titleId} messageRows={4} consent={section.consent} />
        </div>
      </div>
    </section>
  );
}
