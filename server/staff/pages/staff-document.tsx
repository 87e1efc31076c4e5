/** @jsxRuntime automatic */ // tsx runs server/ without a JSX setting (the root tsconfig.json only lists projects)
import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { PrivatePageHead } from '../../private-page-head';
import { currentSection, homeFor, navigationFor } from '../staff-navigation';
import { may, roleLabel } from '../staff-permissions';
import { SIGN_OUT_PATH, STAFF_HOME_PATH } from '../staff-paths';
import type { StaffSession } from '../staff-sessions';

export interface StaffPageFrame {
  title: string;
  clinicName: string;
  stylesheetHref: string;
  /** Who is signed in: their name, role and sign-out button, and the sections their role may open. */
  session?: StaffSession;
  /** The page's own path, to mark its section in the navigation. */
  path?: string;
  /** Staff scripts that enhance the page (the article editor); the page works without them. */
  scripts?: string[];
}

function StaffNavigation({ session, path }: { session: StaffSession; path?: string }) {
  const sections = navigationFor(session.role);
  // One section is no choice: the brand link already goes there.
  if (sections.length < 2) return null;
  const current = path ? currentSection(path) : undefined;
  return (
    <nav className="staff-nav" aria-label="Staff area">
      <ul>
        {sections.map((section) => (
          <li key={section.href}>
            <a href={section.href} aria-current={section.href === current ? 'page' : undefined}>
              {section.label}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/**
 * The frame of every staff page: no script but the article editor's (every action is a plain form), `noindex`
 * in the page as well as in the X-Robots-Tag header, no referrer to the sites it links to (a
 * search in the address bar may hold a patient's name), and its own small stylesheet.
 */
function StaffDocument({ frame, children }: { frame: StaffPageFrame; children: ReactNode }) {
  return (
    <html lang="en">
      <PrivatePageHead title={`${frame.title} · Staff · ${frame.clinicName}`} stylesheetHref={frame.stylesheetHref} />
      <body>
        <a className="skip-link" href="#main">
          Skip to content
        </a>
        <header className="staff-header">
          <a className="staff-header__brand" href={(frame.session && homeFor(frame.session.role)) ?? STAFF_HOME_PATH}>
            {frame.clinicName}{' '}
            <span className="staff-header__area">{!frame.session || may(frame.session.role, 'requests.view') ? 'Staff inbox' : 'Staff area'}</span>
          </a>
          {frame.session && (
            <form className="staff-header__account" method="post" action={SIGN_OUT_PATH}>
              <span className="staff-header__user">
                Signed in as <strong>{frame.session.username}</strong> <span className="staff-header__role">({roleLabel(frame.session.role)})</span>
              </span>
              <button className="button button--quiet" type="submit">
                Sign out
              </button>
            </form>
          )}
          {frame.session && <StaffNavigation session={frame.session} path={frame.path} />}
        </header>
        <main id="main" className="staff-main">
          {children}
        </main>
        {frame.scripts?.map((src) => (
          <script key={src} type="module" src={src} />
        ))}
      </body>
    </html>
  );
}

/** A complete HTML document for a staff page. */
export function renderStaffPage(frame: StaffPageFrame, body: ReactNode): string {
  return `<!doctype html>${renderToStaticMarkup(<StaffDocument frame={frame}>{body}</StaffDocument>)}`;
}
