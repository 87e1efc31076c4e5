import { act, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ContentIndex } from '../content/content-index';
import type { PageDefinition } from '../content/types';
import { repositoryBranches, repositorySite } from '../testing/repository-content';
import { writtenHours } from '../content/opening-hours';

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

/**
 * A fresh copy of the app's modules, as a page that has not fetched the menu's chunk yet has
 * them (the menu's loader keeps what it loaded in its module). Imported one after another:
 * the module runner is not asked for the same module twice at once.
 */
async function freshShell() {
  vi.resetModules();
  const { ContentProvider } = await import('../content/content-context');
  const { MemoryRouter } = await import('react-router-dom');
  const { NavBar } = await import('./nav-bar');
  const loader = await import('./mobile-menu-loader');
  const shell = () => (
    <ContentProvider index={index}>
      <MemoryRouter initialEntries={['/about']}>
        <NavBar />
      </MemoryRouter>
    </ContentProvider>
  );
  return { shell, loader };
}

afterEach(() => {
  document.body.innerHTML = '';
});

describe('the mobile menu loads after the page', () => {
  it('keeps the server markup of the menu while its chunk is not here, then hydrates it without a mismatch', async () => {
    // The server: the chunk loaded before rendering.
    const server = await freshShell();
    await server.loader.preloadMobileMenu();
    const { renderToString } = await import('react-dom/server');
    const html = renderToString(server.shell());
    expect(html).toContain('mobile-menu--static');

    // The browser: a fresh page without the chunk.
    const browser = await freshShell();
    const { hydrateRoot } = await import('react-dom/client');
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    const panel = container.querySelector('#mobile-menu');
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    const recoverable = vi.fn();
    let root: { unmount(): void } | undefined;
    await act(async () => {
      root = hydrateRoot(container, browser.shell(), { onRecoverableError: recoverable });
    });
    // Hydrated around it: the menu button works already, the server's panel is untouched.
    expect(container.querySelector('button#mobile-menu-button')).not.toBeNull();
    expect(container.querySelector('#mobile-menu')).toBe(panel);
    expect(panel?.querySelectorAll('#mobile-treatments a')).toHaveLength(index.treatments.length + 1);

    // Idle (jsdom has no requestIdleCallback: a short timer): the chunk comes and the menu hydrates.
    await waitFor(() => expect(container.querySelector('dialog#mobile-menu')).not.toBeNull());
    expect(container.querySelectorAll('#mobile-menu')).toHaveLength(1);
    expect(recoverable).not.toHaveBeenCalled();
    expect(errors).not.toHaveBeenCalled();
    errors.mockRestore();
    act(() => root?.unmount());
  });
});
