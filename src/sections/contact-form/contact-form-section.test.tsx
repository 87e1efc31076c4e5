import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../api/api-client';
import { QueryClient } from '@tanstack/react-query';
import type { SectionDefinition } from '../../content/types';
import { FORM_MESSAGES } from '../../forms/form-messages';
import { FORM_POST_QUERY_KEY, type FormPostState } from '../../forms/form-post-state';
import { branchMapLinks } from '../../content/branches';
import { fakeApi, fixtureIndex, renderWithProviders } from '../../testing/test-providers';
import ContactFormSection from './contact-form-section';

const section: SectionDefinition<'contact-form'> = {
  type: 'contact-form',
  title: 'Contact Information',
  intro: 'Send us a message.',
  consent: ['We keep your details for 12 months. Read our ', { text: 'privacy policy', href: '/policy' }, '.'],
};

function setup(post = vi.fn().mockResolvedValue({})) {
  const user = userEvent.setup();
  renderWithProviders(<ContactFormSection section={section} />, fakeApi(post));
  return { user, post };
}

const input = (label: string) => screen.getByLabelText(new RegExp(`^${label}`)) as HTMLInputElement;

async function fillValid(user: ReturnType<typeof userEvent.setup>) {
  await user.type(input('First name'), 'Asha');
  await user.type(input('Last name'), 'Patel');
  await user.type(input('Email'), 'asha.patel@example.com');
  await user.type(input('Mobile number'), '9876543210');
  await user.type(input('Message'), 'Please call me after 6 pm.');
}

afterEach(() => {
  vi.useRealTimers();
});

describe('contact form section', () => {
  it('shows the privacy notice under the form, linking to the policy, and describes the submit button with it', () => {
    setup();
    const notice = screen.getByText(/We keep your details for 12 months/);
    expect(notice.closest('p')).toHaveClass('enquiry-form__consent');
    expect(screen.getByRole('link', { name: 'privacy policy' })).toHaveAttribute('href', '/policy');
    expect(screen.getByRole('button', { name: 'Send Message' })).toHaveAccessibleDescription(
      // jsdom's description drops the space at the end of a text run; browsers keep it.
      /^We keep your details for 12 months\. Read our ?privacy policy\.$/,
    );
  });

  it("posts to its own page without scripts: method, action and the fields' names", () => {
    setup();
    const form = document.querySelector('form')!;
    expect(form).toHaveAttribute('method', 'post');
    expect(form).toHaveAttribute('action', '/form#contact-form');
    expect([...form.elements].map((element) => element.getAttribute('name')).filter(Boolean)).toEqual([
      'firstName',
      'lastName',
      'email',
      'phoneNumber',
      // The optional branch: one radio button per branch.
      'branch',
      'branch',
      'message',
    ]);
  });

  it('shown again by the server after a post without scripts: the values and messages, then live validation takes over', async () => {
    const queryClient = new QueryClient();
    const posted: FormPostState = {
      form: 'contact-form',
      values: { firstName: 'Asha', lastName: '', email: 'a..b@x.com', phoneNumber: '9876543210', message: 'Hello' },
      errors: { lastName: FORM_MESSAGES.lastNameRequired, email: FORM_MESSAGES.emailConsecutiveDots },
    };
    queryClient.setQueryData(FORM_POST_QUERY_KEY, posted);
    const post = vi.fn().mockResolvedValue({ id: 3, reference: 'DC-7K4Q-93', token: 'pass-3' });
    const user = userEvent.setup();
    renderWithProviders(<ContactFormSection section={section} />, fakeApi(post), queryClient);

    expect(input('First name').value).toBe('Asha');
    expect(input('Email').value).toBe('a..b@x.com');
    expect(input('Message').value).toBe('Hello');
    expect(input('Last name')).toHaveAccessibleDescription(FORM_MESSAGES.lastNameRequired);
    expect(input('Email')).toHaveAttribute('aria-invalid', 'true');
    expect(document.querySelector('.form-summary')).toHaveTextContent('Please check the form');
    expect(screen.getByRole('link', { name: `Last name: ${FORM_MESSAGES.lastNameRequired}` })).toHaveAttribute('href', `#${input('Last name').id}`);
    // Read once: the cache no longer holds it, so coming back shows an empty form.
    await waitFor(() => expect(queryClient.getQueryData(FORM_POST_QUERY_KEY)).toBeUndefined());

    await user.type(input('Last name'), 'Patel');
    await waitFor(() => expect(screen.queryByText(FORM_MESSAGES.lastNameRequired)).not.toBeInTheDocument());
    expect(screen.queryByRole('link', { name: /^Last name:/ })).not.toBeInTheDocument();
    await user.clear(input('Email'));
    await user.type(input('Email'), 'asha@example.com');
    await waitFor(() => expect(document.querySelector('.form-summary')).toBeNull());

    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(post).toHaveBeenCalledWith(
      '/contacts/create-contacts-inquiry',
      expect.objectContaining({ firstName: 'Asha', lastName: 'Patel', email: 'asha@example.com', message: 'Hello' }),
    );
    expect(await screen.findByTestId('thank-you')).toHaveTextContent('?t=pass-3 with its pass');
  });

  it('shows the title as h2, the intro, the static map and the labelled fields', async () => {
    const { user } = setup();
    expect(screen.getByRole('heading', { level: 2, name: 'Contact Information' })).toBeInTheDocument();
    expect(screen.getByText('Send us a message.')).toBeInTheDocument();
    // A static image with each branch's address and link; Google's frame only on request.
    const map = screen.getByRole('img', { name: /Sketch map of Ahmedabad marking .*South Bopal and Chandkheda/ });
    expect(map).toHaveAttribute('src', '/images/map/clinic-map.svg');
    expect(document.querySelector('iframe')).toBeNull();
    expect(screen.getByText('Test address, South Bopal, Ahmedabad, Gujarat 380058')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open in Google Maps: Chandkheda (opens in a new tab)' })).toHaveAttribute('href', branchMapLinks(fixtureIndex.branches[1]).place);
    await user.click(screen.getByRole('button', { name: 'Show interactive map' }));
    const frame = screen.getByTitle(/Interactive map of Test Dental Clinic/);
    expect(frame).toHaveAttribute('src', branchMapLinks(fixtureIndex.branches[0]).embed);
    expect(frame).toHaveFocus();
    expect(screen.queryByRole('button', { name: 'Show interactive map' })).not.toBeInTheDocument();
    expect(input('First name')).toHaveAttribute('autocomplete', 'given-name');
    expect(input('Last name')).toHaveAttribute('autocomplete', 'family-name');
    expect(input('Email')).toHaveAttribute('autocomplete', 'email');
    const phone = input('Mobile number');
    expect(phone).toHaveAttribute('autocomplete', 'tel');
    expect(phone).toHaveAttribute('inputmode', 'numeric');
    expect(phone).toHaveAccessibleDescription(/\+91/);
    expect(input('Message').tagName).toBe('TEXTAREA');
    expect(screen.getByRole('button', { name: 'Send Message' })).toBeEnabled();
  });

  it("validates the e-mail live while typing, with the contact form's strict rules", async () => {
    const { user } = setup();
    const email = input('Email');
    await user.type(email, 'a..b@x.com');
    expect(await screen.findByText(FORM_MESSAGES.emailConsecutiveDots)).toBeInTheDocument();
    expect(email).toHaveAttribute('aria-invalid', 'true');
    const describedBy = email.getAttribute('aria-describedby')!;
    expect(document.getElementById(describedBy)).toHaveTextContent(FORM_MESSAGES.emailConsecutiveDots);
    expect(email).toHaveAccessibleDescription(FORM_MESSAGES.emailConsecutiveDots);

    await user.clear(email);
    await user.type(email, '.a@x.com');
    expect(await screen.findByText(FORM_MESSAGES.emailDotAtEdge)).toBeInTheDocument();
    await user.clear(email);
    expect(await screen.findByText(FORM_MESSAGES.emailRequired)).toBeInTheDocument();
  });

  it('the mobile number keeps digits only and stops at ten', async () => {
    const { user } = setup();
    const phone = input('Mobile number');
    await user.type(phone, '98a7b6-54 32109999');
    expect(phone.value).toBe('9876543210');
    await user.clear(phone);
    await user.type(phone, '12345');
    expect(await screen.findByText(FORM_MESSAGES.phoneInvalid)).toBeInTheDocument();
  });

  it("shows every required message in form order on an empty submit, and clears a field's error when it is edited", async () => {
    const { user, post } = setup();
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    const messages = [FORM_MESSAGES.firstNameRequired, FORM_MESSAGES.lastNameRequired, FORM_MESSAGES.emailRequired, FORM_MESSAGES.phoneRequired];
    for (const message of messages) expect(await screen.findByText(message)).toBeInTheDocument();
    const shown = [...document.querySelectorAll('.form-field__error')].map((node) => node.textContent);
    expect(shown).toEqual(messages);
    expect(post).not.toHaveBeenCalled();
    // The first invalid field has focus.
    expect(input('First name')).toHaveFocus();

    await user.type(input('First name'), 'A');
    await waitFor(() => expect(screen.queryByText(FORM_MESSAGES.firstNameRequired)).not.toBeInTheDocument());
    expect(input('First name')).toHaveAttribute('aria-invalid', 'false');
    expect(input('First name')).not.toHaveAttribute('aria-describedby');
    expect(screen.getByText(FORM_MESSAGES.lastNameRequired)).toBeInTheDocument();
  });

  it('sends the exact payload, shows "Sending..." while pending, then resets, sets the green banner and goes to /thank-you', async () => {
    let resolve!: (value: unknown) => void;
    const post = vi.fn(
      () =>
        new Promise((r) => {
          resolve = r;
        }),
    );
    const { user } = setup(post as never);
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Send Message' }));

    const pending = await screen.findByRole('button', { name: 'Sending...' });
    expect(pending).toBeDisabled();
    expect(post).toHaveBeenCalledTimes(1);
    expect(post).toHaveBeenCalledWith('/contacts/create-contacts-inquiry', {
      firstName: 'Asha',
      lastName: 'Patel',
      email: 'asha.patel@example.com',
      phoneNumber: '9876543210',
      countryCode: '+91',
      branch: '',
      message: 'Please call me after 6 pm.',
    });

    // The API's receipt carries the signed pass; the form goes to the thank-you page with it.
    await act(async () => resolve({ reference: 'DC-7K4Q-92', token: 'signed-pass-7' }));
    expect(await screen.findByTestId('thank-you')).toHaveTextContent('?t=signed-pass-7 with its pass');
    // The receipt the thank-you page shows: the reference and what was sent.
    expect(JSON.parse(screen.getByTestId('thank-you-receipt').textContent!)).toEqual({
      reference: 'DC-7K4Q-92',
      kind: 'contact',
      summary: [
        { label: 'First name', value: 'Asha' },
        { label: 'Last name', value: 'Patel' },
        { label: 'Email', value: 'asha.patel@example.com' },
        { label: 'Mobile number', value: '+91 98765 43210' },
        { label: 'Message', value: 'Please call me after 6 pm.' },
      ],
    });
    expect(screen.getByRole('status')).toHaveTextContent('Message sent successfully!');
  });

  it('on failure shows the red banner for four seconds and keeps what was typed', async () => {
    const post = vi.fn().mockRejectedValue(new ApiError('Server unavailable', 503));
    const { user } = setup(post);
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Send Message' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Message failed to send.');
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
    expect(input('First name').value).toBe('Asha');
    expect(input('Mobile number').value).toBe('9876543210');
    expect(screen.getByRole('button', { name: 'Send Message' })).toBeEnabled();
    expect(screen.queryByTestId('thank-you')).not.toBeInTheDocument();

    // The banner's timer started at the failure: switch to fake timers and submit again to time it.
    vi.useFakeTimers();
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Send Message' }));
      await vi.advanceTimersByTimeAsync(0);
    });
    expect(post).toHaveBeenCalledTimes(2);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(3900);
    });
    expect(screen.getByRole('alert')).toHaveTextContent('Message failed to send.');
    await act(async () => {
      await vi.advanceTimersByTimeAsync(200);
    });
    expect(screen.getByRole('alert')).toBeEmptyDOMElement();
  });
});
