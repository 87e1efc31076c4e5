import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../api/api-client';
import type { SectionDefinition } from '../../content/types';
import { FORM_MESSAGES } from '../../forms/form-messages';
import { Suspense } from 'react';
import GUJARATI from '../../forms/dictionaries/gu';
import HINDI from '../../forms/dictionaries/hi';
import { loadFormDictionary } from '../../forms-ui/form-dictionary-loader';
import { fakeApi, fixtureIndex, renderWithProviders } from '../../testing/test-providers';
import type { ContentIndex } from '../../content/content-index';
// The section writes the clinic's hours in the page's language: those languages' time words, as their entries register them.
import '../../i18n/words/gu';
import '../../i18n/words/hi';
import AppointmentFormSection from './appointment-form-section';

const section: SectionDefinition<'appointment-form'> = {
  type: 'appointment-form',
  title: 'Book Your Appointment',
  intro: 'We will call you.',
  consent: ['We keep your details for 12 months. Read our ', { text: 'privacy policy', href: '/policy' }, '.'],
};

// 2026-05-10 14:30 in Asia/Kolkata (09:00 UTC): today and now for the date and time rules.
const NOW = new Date('2026-05-10T09:00:00.000Z');

beforeEach(() => {
  // Only Date is faked: user-event and react-hook-form keep real timers.
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
});
afterEach(() => {
  vi.useRealTimers();
});

function setup(post = vi.fn().mockResolvedValue({}), address = '/form') {
  const user = userEvent.setup();
  renderWithProviders(<AppointmentFormSection section={section} />, fakeApi(post), undefined, address);
  return { user, post };
}

const input = (label: string) => screen.getByLabelText(new RegExp(`^${label}`)) as HTMLInputElement;

const branchRadio = (name: string) => screen.getByRole('radio', { name }) as HTMLInputElement;

async function fillValid(user: ReturnType<typeof userEvent.setup>, { date = '2026-05-12', time = '09:15' } = {}) {
  await user.type(input('First name'), 'Ravi');
  await user.type(input('Last name'), 'Shah');
  await user.type(input('Email'), 'ravi@example.com');
  await user.type(input('Mobile number'), '9123456780');
  await user.click(branchRadio('South Bopal'));
  await user.selectOptions(input('Treatment'), 'Root Canal');
  await user.type(input('Date'), date);
  await user.type(input('Time'), time);
  await user.type(input('Message'), 'Morning please');
}

describe('appointment form section', () => {
  it('shows the privacy notice under the form, linking to the policy, and describes the submit button with it', () => {
    setup();
    const notice = screen.getByText(/We keep your details for 12 months/);
    expect(notice.closest('p')).toHaveClass('enquiry-form__consent');
    expect(screen.getByRole('link', { name: 'privacy policy' })).toHaveAttribute('href', '/policy');
    expect(screen.getByRole('button', { name: 'Book Appointment' })).toHaveAccessibleDescription(
      // jsdom's description drops the space at the end of a text run; browsers keep it.
      /^We keep your details for 12 months\. Read our ?privacy policy\.$/,
    );
  });

  it('has the title, labelled fields, the treatment choices with a placeholder, and today (clinic time) as the minimum date', () => {
    setup();
    expect(screen.getByRole('heading', { level: 2, name: 'Book Your Appointment' })).toBeInTheDocument();
    const select = input('Treatment') as unknown as HTMLSelectElement;
    expect(select.tagName).toBe('SELECT');
    // Each treatment is chosen by its id and shown by its label.
    expect([...select.options].map((o) => o.value)).toEqual(['', 'cleaning', 'root-canal', 'implants']);
    expect([...select.options].map((o) => o.textContent)).toEqual(['Select a treatment', 'Dental Cleaning', 'Root Canal', 'Dental Implants']);
    expect(select.options[0]).toHaveTextContent('Select a treatment');
    expect(input('Date')).toHaveAttribute('type', 'date');
    expect(input('Date')).toHaveAttribute('min', '2026-05-10');
    // Six months ahead and the opening hours, from the site definition.
    expect(input('Date')).toHaveAttribute('max', '2026-11-10');
    expect(input('Time')).toHaveAttribute('type', 'time');
    expect(input('Time')).toHaveAttribute('min', '08:00');
    expect(input('Time')).toHaveAttribute('max', '21:59');
    expect(input('Mobile number')).toHaveAttribute('inputmode', 'numeric');
    expect(input('Mobile number')).toHaveAccessibleDescription(/\+91/);
    expect(screen.getByRole('button', { name: 'Book Appointment' })).toBeEnabled();
  });

  it('uses only the basic e-mail rules', async () => {
    const { user } = setup();
    const email = input('Email');
    await user.type(email, 'ravi');
    expect(await screen.findByText(FORM_MESSAGES.emailInvalidFormat)).toBeInTheDocument();
    await user.clear(email);
    await user.type(email, 'a..b@x.com');
    await waitFor(() => expect(email).toHaveAttribute('aria-invalid', 'false'));
    expect(screen.queryByText(FORM_MESSAGES.emailConsecutiveDots)).not.toBeInTheDocument();
  });

  it('the mobile number strips letters and stops at ten digits', async () => {
    const { user } = setup();
    const phone = input('Mobile number');
    await user.type(phone, 'x9y8z2 3456 78901');
    expect(phone.value).toBe('9823456789');
  });

  it('a number typed or pasted with +91, 91 or 0 in front keeps its own ten digits', async () => {
    const { user } = setup();
    const phone = input('Mobile number');
    await user.type(phone, '+91 98765-43210');
    expect(phone.value).toBe('9876543210');
    await user.clear(phone);
    await user.type(phone, '09876543210');
    expect(phone.value).toBe('9876543210');
    await user.clear(phone);
    await user.click(phone);
    await user.paste('+919876543210');
    expect(phone.value).toBe('9876543210');
    await user.clear(phone);
    await user.type(phone, '5876543210');
    expect(await screen.findByText(FORM_MESSAGES.phoneNotMobile)).toBeInTheDocument();
  });

  it("shows the API's messages for a date past the horizon, a time outside opening hours and a name without a letter", async () => {
    const { user } = setup();
    await user.type(input('Date'), '2027-01-01');
    expect(await screen.findByText('Date cannot be more than 6 months ahead')).toBeInTheDocument();
    await user.type(input('Time'), '07:30');
    expect(await screen.findByText('Time must be within opening hours (8 am to 10 pm)')).toBeInTheDocument();
    await user.type(input('First name'), '...');
    expect(await screen.findByText(FORM_MESSAGES.firstNameNeedsLetter)).toBeInTheDocument();
  });

  it('rejects a past date and, today, a past time; re-checks the time when the date changes', async () => {
    const { user } = setup();
    await user.type(input('Date'), '2026-05-09');
    expect(await screen.findByText(FORM_MESSAGES.dateInPast)).toBeInTheDocument();
    await user.clear(input('Date'));
    await user.type(input('Date'), '2026-05-10');
    await waitFor(() => expect(screen.queryByText(FORM_MESSAGES.dateInPast)).not.toBeInTheDocument());
    await user.type(input('Time'), '14:00');
    expect(await screen.findByText(FORM_MESSAGES.timeInPast)).toBeInTheDocument();
    await user.clear(input('Date'));
    await user.type(input('Date'), '2026-05-11');
    await waitFor(() => expect(screen.queryByText(FORM_MESSAGES.timeInPast)).not.toBeInTheDocument());
  });

  it('lists every message in form order on an empty submit; editing a field clears its error', async () => {
    const { user, post } = setup();
    await user.click(screen.getByRole('button', { name: 'Book Appointment' }));
    const messages = [
      FORM_MESSAGES.firstNameRequired,
      FORM_MESSAGES.lastNameRequired,
      FORM_MESSAGES.emailRequired,
      FORM_MESSAGES.phoneRequired,
      'Please choose a branch',
      FORM_MESSAGES.serviceRequired,
      FORM_MESSAGES.dateRequired,
      FORM_MESSAGES.timeRequired,
    ];
    await screen.findByText(FORM_MESSAGES.timeRequired);
    expect([...document.querySelectorAll('.form-field__error')].map((node) => node.textContent)).toEqual(messages);
    expect(post).not.toHaveBeenCalled();
    expect(input('First name')).toHaveFocus();

    const treatment = input('Treatment');
    expect(treatment).toHaveAttribute('aria-invalid', 'true');
    expect(treatment).toHaveAccessibleDescription(FORM_MESSAGES.serviceRequired);
    await user.selectOptions(treatment, 'Dental Implants');
    await waitFor(() => expect(screen.queryByText(FORM_MESSAGES.serviceRequired)).not.toBeInTheDocument());
    expect(treatment).toHaveAttribute('aria-invalid', 'false');
  });

  it('sends the exact payload with the time as entered (no 12-hour shift), "Sending" while pending, then /thank-you', async () => {
    let resolve!: (value: unknown) => void;
    const post = vi.fn(
      () =>
        new Promise((r) => {
          resolve = r;
        }),
    );
    const { user } = setup(post as never);
    await fillValid(user, { date: '2026-05-12', time: '09:15' });
    await user.click(screen.getByRole('button', { name: 'Book Appointment' }));

    expect(await screen.findByRole('button', { name: 'Sending' })).toBeDisabled();
    expect(post).toHaveBeenCalledWith('/appointment/book-appointment', {
      firstName: 'Ravi',
      lastName: 'Shah',
      email: 'ravi@example.com',
      phoneNumber: '9123456780',
      countryCode: '+91',
      branch: 'south-bopal',
      message: 'Morning please',
      service: 'root-canal',
      date: '2026-05-12',
      time: '09:15',
    });

    // The API's receipt carries the signed pass; the form goes to the thank-you page with it.
    await act(async () => resolve({ reference: 'DC-7K4Q-92', token: 'signed-pass-7' }));
    expect(await screen.findByTestId('thank-you')).toHaveTextContent('?t=signed-pass-7&request=appointment with its pass');
    const receipt = JSON.parse(screen.getByTestId('thank-you-receipt').textContent!);
    expect(receipt).toMatchObject({ reference: 'DC-7K4Q-92', kind: 'appointment' });
    expect(receipt.summary).toEqual([
      { label: 'First name', value: 'Ravi' },
      { label: 'Last name', value: 'Shah' },
      { label: 'Email', value: 'ravi@example.com' },
      { label: 'Mobile number', value: '+91 91234 56780' },
      { label: 'Branch', value: 'South Bopal' },
      { label: 'Treatment', value: 'Root Canal' },
      { label: 'Preferred date', value: 'Tuesday, 12 May 2026' },
      { label: 'Preferred time', value: '9:15 am' },
      { label: 'Message', value: 'Morning please' },
    ]);
    expect(screen.getByRole('status')).toHaveTextContent('Message sent successfully!');
  });

  it('an afternoon time goes out as 24-hour text, unchanged', async () => {
    const { user, post } = setup();
    await fillValid(user, { date: '2026-05-10', time: '21:45' });
    await user.click(screen.getByRole('button', { name: 'Book Appointment' }));
    await waitFor(() => expect(post).toHaveBeenCalled());
    expect(post.mock.calls[0][1]).toMatchObject({ date: '2026-05-10', time: '21:45' });
  });

  it('on failure shows "Message failed to send." and keeps the entries', async () => {
    const post = vi.fn().mockRejectedValue(new ApiError('Failed', 500));
    const { user } = setup(post);
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Book Appointment' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Message failed to send.');
    expect(input('First name').value).toBe('Ravi');
    expect(input('Time').value).toBe('09:15');
    expect((input('Treatment') as unknown as HTMLSelectElement).value).toBe('root-canal');
    expect(screen.getByRole('button', { name: 'Book Appointment' })).toBeEnabled();
  });

  it('the branch: a radio button per branch, required, chosen by the page address (?branch=), and its rules re-checked when it changes', async () => {
    const { user } = setup(undefined, '/form?branch=chandkheda');
    const group = screen.getByRole('radiogroup', { name: /^Branch/ });
    expect(group.tagName).toBe('FIELDSET');
    expect(branchRadio('Chandkheda')).toBeChecked();
    expect(branchRadio('South Bopal')).not.toBeChecked();

    // Thursday 14 May 2026 is a closure at Chandkheda; South Bopal is open.
    await user.type(input('Date'), '2026-05-14');
    expect(await screen.findByText('Our Chandkheda branch is closed on Thursday, 14 May 2026 (Test holiday). Please choose another day.')).toBeInTheDocument();
    await user.click(branchRadio('South Bopal'));
    await waitFor(() => expect(screen.queryByText(/Our Chandkheda branch is closed/)).not.toBeInTheDocument());

    // A Sunday: Chandkheda keeps 10 am to 2 pm, and the time input follows it.
    await user.clear(input('Date'));
    await user.type(input('Date'), '2026-05-17');
    await user.type(input('Time'), '16:00');
    expect(input('Time')).toHaveAttribute('min', '08:00');
    await user.click(branchRadio('Chandkheda'));
    expect(
      await screen.findByText('On Sunday, 17 May 2026 our Chandkheda branch is open from 10 am to 2 pm. Please choose a time within those hours.'),
    ).toBeInTheDocument();
    expect(input('Time')).toHaveAttribute('min', '10:00');
    expect(input('Time')).toHaveAttribute('max', '13:59');

    // A treatment Chandkheda does not offer names the branch that does.
    await user.selectOptions(input('Treatment'), 'Dental Implants');
    expect(await screen.findByText('Dental Implants are offered at our South Bopal branch.')).toBeInTheDocument();
  });

  it('an unknown branch in the address chooses none', () => {
    setup(undefined, '/form?branch=nowhere');
    expect(screen.getAllByRole('radio').filter((radio) => (radio as HTMLInputElement).checked)).toEqual([]);
  });
});

describe('appointment form section on a Gujarati page', () => {
  it("labels, hints, button and every message in Gujarati (its dictionary loaded for the page), the page's language in a hidden field, and the payload unchanged", async () => {
    const user = userEvent.setup();
    const post = vi.fn().mockResolvedValue({ reference: 'DC-7K4Q-92', token: 't' });
    const index = { ...fixtureIndex, language: 'gu' } as ContentIndex;
    // As the section's data does before the page renders.
    await loadFormDictionary('gu');
    const { container } = renderWithProviders(<AppointmentFormSection section={section} />, fakeApi(post), undefined, '/form', index);
    const submit = await screen.findByRole('button', { name: 'એપોઇન્ટમેન્ટ બુક કરો' });
    const labels = GUJARATI.labels;
    expect(screen.getByLabelText(new RegExp(`^${labels.firstName}`))).toBeInTheDocument();
    expect(screen.getByText(`${labels.message}`, { exact: false }).textContent).toBe(`${labels.message} ${GUJARATI.form.optional}`);
    expect(screen.getByRole('option', { name: GUJARATI.form.selectTreatment })).toBeInTheDocument();
    expect(container.querySelector('input[type="hidden"][name="language"]')).toHaveAttribute('value', 'gu');

    await user.click(submit);
    for (const message of [GUJARATI.messages.firstNameRequired, GUJARATI.messages.phoneRequired, GUJARATI.branchRequired, GUJARATI.messages.serviceRequired]) {
      expect(await screen.findByText(message)).toBeInTheDocument();
    }
    expect(screen.queryByText(FORM_MESSAGES.firstNameRequired)).not.toBeInTheDocument();
    await user.type(screen.getByLabelText(new RegExp(`^${labels.date}`)), '2027-01-01');
    expect(await screen.findByText(GUJARATI.dateTooFarAhead(6))).toBeInTheDocument();
    expect(post).not.toHaveBeenCalled();
  });

  it('on a page whose dictionary has not come yet (a page the browser hydrates), the form waits for it, then shows in that language', async () => {
    const index = { ...fixtureIndex, language: 'hi' } as ContentIndex;
    // React's test mode retries a suspended render only inside act.
    await act(async () => {
      renderWithProviders(
        <Suspense fallback={<p>waiting</p>}>
          <AppointmentFormSection section={section} />
        </Suspense>,
        fakeApi(vi.fn()),
        undefined,
        '/form',
        index,
      );
    });
    expect(await screen.findByRole('button', { name: HINDI.form.submit.appointment.idle })).toBeInTheDocument();
    expect(screen.getByLabelText(new RegExp(`^${HINDI.labels.phoneNumber}`))).toHaveAccessibleDescription(new RegExp(`^${HINDI.form.countryCode} ?\\+91`));
  });

  it('an English page has no hidden language field (English is what a post without one means)', () => {
    const { container } = renderWithProviders(<AppointmentFormSection section={section} />, fakeApi(vi.fn()));
    expect(container.querySelector('input[name="language"]')).toBeNull();
  });
});
