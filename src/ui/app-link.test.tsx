import { fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { AppLink, AppNavLink } from './app-link';

/** Shows where the router is, and with what state, so a test can tell whether a click navigated. */
function WhereAmI() {
  const location = useLocation();
  return <output aria-label="location">{`${location.pathname}${location.search}|${JSON.stringify(location.state)}`}</output>;
}

function renderAt(path: string, ui: React.ReactNode) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route
          path="*"
          element={
            <>
              {ui}
              <WhereAmI />
            </>
          }
        />
      </Routes>
    </MemoryRouter>,
  );
}

describe('AppLink', () => {
  it('renders a real link with the page address and the anchor attributes given', () => {
    renderAt(
      '/',
      <AppLink to="/contact?from=menu#form" className="button" aria-label="Contact the clinic">
        Contact
      </AppLink>,
    );
    const link = screen.getByRole('link', { name: 'Contact the clinic' });
    expect(link).toHaveAttribute('href', '/contact?from=menu#form');
    expect(link).toHaveClass('button');
    expect(link).toHaveTextContent('Contact');
  });

  it('navigates inside the app on a plain click, with the state given', () => {
    renderAt(
      '/',
      <AppLink to="/gallery?category=3" state={{ keepScroll: true }}>
        Implants
      </AppLink>,
    );
    fireEvent.click(screen.getByRole('link', { name: 'Implants' }));
    expect(screen.getByLabelText('location')).toHaveTextContent('/gallery?category=3|{"keepScroll":true}');
  });

  it('leaves a modified click, or one on a link to another window, to the browser', () => {
    renderAt(
      '/',
      <>
        <AppLink to="/about">About</AppLink>
        <AppLink to="/blogs" target="_blank">
          Blogs
        </AppLink>
      </>,
    );
    const ctrlClick = fireEvent.click(screen.getByRole('link', { name: 'About' }), { ctrlKey: true });
    const newWindow = fireEvent.click(screen.getByRole('link', { name: 'Blogs' }));
    expect(ctrlClick, 'default action kept').toBe(true);
    expect(newWindow, 'default action kept').toBe(true);
    expect(screen.getByLabelText('location')).toHaveTextContent('/|null');
  });

  it('runs the caller’s handler first, and does not navigate when it prevents the default', () => {
    const onClick = vi.fn((event: React.MouseEvent) => event.preventDefault());
    renderAt(
      '/',
      <AppLink to="/about" onClick={onClick}>
        About
      </AppLink>,
    );
    fireEvent.click(screen.getByRole('link', { name: 'About' }));
    expect(onClick).toHaveBeenCalledOnce();
    expect(screen.getByLabelText('location')).toHaveTextContent('/|null');
  });
});

describe('AppNavLink', () => {
  const menu = (
    <>
      <AppNavLink to="/" end>
        Home
      </AppNavLink>
      <AppNavLink to="/treatments">Treatments</AppNavLink>
      <AppNavLink to="/blogs" end className={({ isActive }) => (isActive ? 'link is-current' : 'link')}>
        Blogs
      </AppNavLink>
    </>
  );

  it('marks the link to the page on screen as the current page, and only that one', () => {
    renderAt('/blogs', menu);
    expect(screen.getByRole('link', { name: 'Blogs' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Blogs' })).toHaveClass('link', 'is-current');
    expect(screen.getByRole('link', { name: 'Home' })).not.toHaveAttribute('aria-current');
    expect(screen.getByRole('link', { name: 'Treatments' })).not.toHaveAttribute('aria-current');
  });

  it('counts the pages under a link as its own unless `end` is set, whatever the case', () => {
    renderAt('/Treatments/Implants', menu);
    expect(screen.getByRole('link', { name: 'Treatments' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Home' })).not.toHaveAttribute('aria-current');
  });

  it('does not count a page whose path only begins with the same letters', () => {
    renderAt('/blogs-archive', menu);
    renderAt('/treatments-old', menu);
    expect(screen.getAllByRole('link', { name: 'Blogs' }).map((link) => link.getAttribute('aria-current'))).toEqual([null, null]);
    expect(screen.getAllByRole('link', { name: 'Treatments' }).map((link) => link.getAttribute('aria-current'))).toEqual([null, null]);
  });

  it('never marks a link to the home page on another page, even without `end`', () => {
    renderAt(
      '/about',
      <AppNavLink to="/" className={({ isActive }) => (isActive ? 'on' : 'off')}>
        Home
      </AppNavLink>,
    );
    expect(screen.getByRole('link', { name: 'Home' })).toHaveClass('off');
    expect(screen.getByRole('link', { name: 'Home' })).not.toHaveAttribute('aria-current');
  });

  it('updates when the visitor navigates', () => {
    renderAt('/', menu);
    expect(screen.getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page');
    fireEvent.click(screen.getByRole('link', { name: 'Blogs' }));
    expect(screen.getByRole('link', { name: 'Home' })).not.toHaveAttribute('aria-current');
    expect(screen.getByRole('link', { name: 'Blogs' })).toHaveAttribute('aria-current', 'page');
  });
});
