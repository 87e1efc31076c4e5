import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ContentProvider } from '../content/content-context';
import type { ContentIndex } from '../content/content-index';
import { treatmentMenu } from '../content/derived-lists';
import type { PageDefinition } from '../content/types';
import { repositoryBranches, repositorySite } from '../testing/repository-content';
import { installMatchMedia } from '../testing/match-media';
import { MOBILE_MENU_QUERY } from './mobile-menu-ids';
import { preloadMobileMenu } from './mobile-menu-loader';
import { setMobileMenuOpen } from './mobile-menu-state';
import { NavBar } from './nav-bar';
import { writtenHours } from '../content/opening-hours';

/**
 * The site's real facts and treatments (pages/, read by Vite at test time, as the content
 * loader reads them), so the menu is checked against every treatment the site has.
 */
const treatmentFiles = import.meta.glob<PageDefinition>('../../pages/treatments/*.json', { eager: true, import: 'default' });
const index = {
  site: repositorySite,
  language: 'en',
  branches: repositoryBranches,
  redirects: [],
  pages: [],
  treatments: Object.values(treatmentFiles).map((page) => ({ ...page.treatment!, path: page.path })),
  hours: writtenHours(repositorySite.clinic.openingHours, 'en'),
} satisfies ContentIndex;
const treatments = treatmentMenu(index);
const PHONE_HREF = 'tel:+919000000000';

function Where() {
  const { pathname } = useLocation();
  return <p data-testid="where">{pathname}</p>;
}

function Shell({ path }: { path: string }) {
  return (
    <ContentProvider index={index}>
      <MemoryRouter initialEntries={[path]}>
        <NavBar />
        <Where />
      </MemoryRouter>
    </ContentProvider>
  );
}

/** The server's HTML for the shell at `path`, in a container attached to the document. */
function serverRendered(path: string): HTMLElement {
  const container = document.createElement('div');
  container.innerHTML = renderToString(<Shell path={path} />);
  document.body.append(container);
  return container;
}

/** The dialog (once scripts run); the server's panel is a <div>. */
const menu = () => document.querySelector<HTMLDialogElement>('dialog#mobile-menu')!;
const menuIsOpen = () => document.querySelector('dialog#mobile-menu[open]') !== null;

/** Presses the menu button and waits for the dialog: its code is a chunk of its own. */
async function openMenu() {
  await userEvent.click(screen.getByRole('button', { name: 'Open menu' }));
  await waitFor(() => expect(menuIsOpen()).toBe(true));
}

const hydrated: Root[] = [];
/** Hydrates the server's HTML as the browser does; unmounted after the test. */
async function hydrate(container: HTMLElement, ui: ReactNode, onRecoverableError?: (error: unknown) => void) {
  await act(async () => {
    hydrated.push(hydrateRoot(container, ui, { onRecoverableError }));
  });
}

// As the server does before rendering: the menu's chunk is here, so every render shows it.
beforeAll(preloadMobileMenu);

afterEach(() => {
  act(() => setMobileMenuOpen(false));
  act(() => {
    for (const root of hydrated.splice(0)) root.unmount();
  });
  document.body.innerHTML = '';
  window.history.replaceState(null, '', '/');
});

describe('mobile menu in the server HTML (no JavaScript)', () => {
  it('opens from a link to #mobile-menu and holds every treatment page in a native <details>, with no script-only control', () => {
    const container = serverRendered('/');
    const open = container.querySelector<HTMLAnchorElement>('a#mobile-menu-button')!;
    expect(open).toHaveAttribute('href', '#mobile-menu');
    expect(open).toHaveAccessibleName('Open menu');
    expect(container.querySelector('dialog')).toBeNull();

    const panel = container.querySelector<HTMLElement>('#mobile-menu')!;
    expect(panel.querySelector('button')).toBeNull();
    expect(panel).toHaveClass('mobile-menu--static');
    expect(panel).toHaveAttribute('role', 'dialog');
    expect(panel).toHaveAccessibleName('Menu');
    expect(within(panel).getByRole('link', { name: 'Close menu' })).toHaveAttribute('href', '#mobile-menu-button');

    const group = panel.querySelector('details')!;
    expect(group.querySelector('summary')).toHaveTextContent('Treatments');
    const hrefs = [...group.querySelectorAll('#mobile-treatments a')].map((link) => link.getAttribute('href'));
    expect(hrefs).toEqual(['/treatments', ...treatments.map((t) => t.path)]);
    expect(treatments).toHaveLength(Object.keys(treatmentFiles).length);
    // Nothing in the panel is hidden in the markup: only the stylesheet (:target, <details>) hides it.
    expect(panel.querySelector('[hidden]')).toBeNull();
    // No measurement yet: the stylesheet's own scroll cue applies.
    expect(panel.querySelector('.mobile-menu__scroll')).not.toHaveAttribute('data-cue');
  });

  it('carries the logo, the phone and WhatsApp links, the hours and the Appointment button', () => {
    const panel = serverRendered('/').querySelector<HTMLElement>('#mobile-menu')!;
    const logo = within(panel).getByRole('link', { name: `${index.site.clinic.name}, home` });
    expect(logo).toHaveAttribute('href', '/');
    expect(logo.querySelector('img')).toHaveAttribute('src', '/images/logo.svg');
    expect(within(panel).getByRole('link', { name: `Call us ${index.site.clinic.phone.display}` })).toHaveAttribute('href', PHONE_HREF);
    const chat = within(panel).getByRole('link', { name: 'WhatsApp Chat with us (opens in a new tab)' });
    expect(chat.getAttribute('href')).toBe(`https://wa.me/919000000000?text=${encodeURIComponent(index.site.floatingButtons.chatMessage)}`);
    expect(chat).toHaveAttribute('target', '_blank');
    expect(chat).toHaveAttribute('rel', 'noopener noreferrer');
    expect(panel).toHaveTextContent('Mon - Sun: 8 am - 10 pm');
    expect(within(panel).getByRole('link', { name: 'Appointment' })).toHaveAttribute('href', '/book-appointment');
  });

  it('marks the Appointment button current on /book-appointment, in the menu and in the desktop bar', () => {
    const container = serverRendered('/book-appointment');
    const appointments = within(container).getAllByRole('link', { name: 'Appointment' });
    expect(appointments).toHaveLength(2);
    for (const link of appointments) expect(link).toHaveAttribute('aria-current', 'page');
    const elsewhere = serverRendered('/about');
    for (const link of within(elsewhere).getAllByRole('link', { name: 'Appointment' })) expect(link).not.toHaveAttribute('aria-current');
  });
});

describe('mobile menu once scripts run', () => {
  it('hydrates the server HTML without a mismatch, then turns the link into a button and the panel into a closed dialog', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    const container = serverRendered('/');
    await hydrate(container, <Shell path="/" />, (error) => console.error(error));
    expect(errors).not.toHaveBeenCalled();
    errors.mockRestore();
    const button = screen.getByRole('button', { name: 'Open menu' });
    expect(button).toHaveAttribute('id', 'mobile-menu-button');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(button).toHaveAttribute('aria-controls', 'mobile-menu');
    // The server's panel has become the (closed) dialog, under the same id.
    expect(container.querySelector('.mobile-menu--static')).toBeNull();
    expect(container.querySelectorAll('#mobile-menu')).toHaveLength(1);
    expect(menu()).not.toHaveAttribute('open');
  });

  it('opens with focus inside, says so on the button, and closes on its close button', async () => {
    render(<Shell path="/about" />);
    const button = screen.getByRole('button', { name: 'Open menu' });
    await openMenu();
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(menu()).toContainElement(document.activeElement as HTMLElement);
    expect(within(menu()).getByRole('link', { name: /^Call us/ })).toHaveAttribute('href', PHONE_HREF);
    expect(
      within(menu())
        .getByRole('link', { name: /^WhatsApp/ })
        .getAttribute('href'),
    ).toMatch(/^https:\/\/wa\.me\/919000000000\?text=/);
    await userEvent.click(within(menu()).getByRole('button', { name: 'Close menu' }));
    expect(menuIsOpen()).toBe(false);
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(button).toHaveFocus();
  });

  it('Treatments expands its list and hides the other links and the Appointment button; it opens again collapsed', async () => {
    render(<Shell path="/" />);
    await openMenu();
    const toggle = within(menu()).getByRole('button', { name: 'Treatments' });
    const list = document.getElementById('mobile-treatments')!;
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(list).not.toBeVisible();
    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(list).toBeVisible();
    expect(within(list).getAllByRole('link')).toHaveLength(treatments.length + 1);
    for (const name of ['Home', 'About Us', 'Gallery', 'Contact', 'Appointment']) {
      expect(within(menu()).queryByRole('link', { name: new RegExp(`^${name}$`) })).toBeNull();
    }
    // The contact links stay.
    expect(within(menu()).getByRole('link', { name: /^Call us/ })).toBeVisible();

    await userEvent.click(within(menu()).getByRole('button', { name: 'Close menu' }));
    await openMenu();
    expect(within(menu()).getByRole('button', { name: 'Treatments' })).toHaveAttribute('aria-expanded', 'false');
    expect(within(menu()).getByRole('link', { name: 'Home' })).toBeVisible();
  });

  it('choosing a treatment navigates and closes the menu', async () => {
    render(<Shell path="/" />);
    await openMenu();
    await userEvent.click(within(menu()).getByRole('button', { name: 'Treatments' }));
    const last = treatments[treatments.length - 1];
    await userEvent.click(within(document.getElementById('mobile-treatments')!).getByRole('link', { name: last.label }));
    expect(screen.getByTestId('where')).toHaveTextContent(last.path);
    expect(menuIsOpen()).toBe(false);
  });

  it('the logo closes the menu even on the home page, where it does not navigate', async () => {
    render(<Shell path="/" />);
    await openMenu();
    await userEvent.click(within(menu()).getByRole('link', { name: `${index.site.clinic.name}, home` }));
    expect(menuIsOpen()).toBe(false);
  });

  it('a phone reader who opened the menu before the scripts ran finds it open as the dialog, and the address loses #mobile-menu', async () => {
    installMatchMedia({ [MOBILE_MENU_QUERY]: true });
    window.history.replaceState({ kept: true }, '', '/about#mobile-menu');
    const container = serverRendered('/about');
    await hydrate(container, <Shell path="/about" />);
    await waitFor(() => expect(menuIsOpen()).toBe(true));
    expect(screen.getByRole('button', { name: 'Open menu' })).toHaveAttribute('aria-expanded', 'true');
    expect(window.location.hash).toBe('');
    expect(window.location.pathname).toBe('/about');
    expect(window.history.state).toEqual({ kept: true });
  });

  it('on a desktop-wide screen a #mobile-menu address opens nothing', async () => {
    installMatchMedia({ [MOBILE_MENU_QUERY]: false });
    window.history.replaceState(null, '', '/about#mobile-menu');
    const container = serverRendered('/about');
    await hydrate(container, <Shell path="/about" />);
    expect(menuIsOpen()).toBe(false);
    expect(screen.getByRole('button', { name: 'Open menu' })).toHaveAttribute('aria-expanded', 'false');
  });
});
