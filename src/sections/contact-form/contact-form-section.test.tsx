import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../api/api-client';
import type { SectionDefinition } from '../../content/types';
import { FORM_MESSAGES } from '../../forms/form-messages';
import { fakeApi, renderWithProviders } from '../../testing/test-providers';
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

  it('shows the title as h2, the intro, the lazy map and the labelled fields', () => {
    setup();
    expect(screen.getByRole('heading', { level: 2, name: 'Contact Information' })).toBeInTheDocument();
    expect(screen.getByText('Send us a message.')).toBeInTheDocument();
    const map = screen.getByTitle(/Map showing/);
    expect(map.tagName).toBe('IFRAME');
    expect(map).toHaveAttribute('src', 'https://maps.example/embed?q=clinic');
    expect(map).toHaveAttribute('loading', 'lazy');
    expect(input('First name')).toHaveAttribute('autocomplete', 'given-name');
    expect(input('Last name')).toHaveAttribute('autocomplete', 'family-name');
    expect(input('Email')).toHaveAttribute('autocomplete', 'email');
    const phone = input('Mobile number');
    expect(phone).toHaveAttribute('autocomplete', 'tel-national');
    expect(phone).toHaveAttribute('inputmode', 'numeric');
    expect(phone).toHaveAccessibleDescription(/\+91/);
    expect(input('Message').tagName).toBe('TEXTAREA');
    expect(screen.getByRole('button', { name: 'Send Message' })).toBeEnabled();
  });

  it('validates the e-mail live while typing, with the contact form\'s strict rules', async () => {
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

  it('shows every required message in form order on an empty submit, and clears a field\'s error when it is edited', async () => {
    const { user, post } = setup();
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    const messages = [
      FORM_MESSAGES.firstNameRequired,
      FORM_MESSAGES.lastNameRequired,
      FORM_MESSAGES.emailRequired,
      FORM_MESSAGES.phoneRequired,
    ];
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
    const post = vi.fn(() => new Promise((r) => { resolve = r; }));
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
      message: 'Please call me after 6 pm.',
    });

    await act(async () => resolve({}));
    expect(await screen.findByTestId('thank-you')).toHaveTextContent('{"fromForm":true}');
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
    await act(async () => { await vi.advanceTimersByTimeAsync(3900); });
    expect(screen.getByRole('alert')).toHaveTextContent('Message failed to send.');
    await act(async () => { await vi.advanceTimersByTimeAsync(200); });
    expect(screen.getByRole('alert')).toBeEmptyDOMElement();
  });
});
