/** @jsxRuntime automatic */ // tsx runs server/ without a JSX setting (the root tsconfig.json only lists projects)
import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { SIGN_OUT_PATH, STAFF_HOME_PATH } from '../staff-paths';

export interface StaffPageFrame {
  title: string;
  clinicName: string;
  stylesheetHref: string;
  /** Shown with a sign-out button when someone is signed in. */
  username?: string;
}

/**
 * The frame of every staff page: no script at all (every action is a plain form), `noindex`
 * in the page as well as in the X-Robots-Tag header, no referrer to the sites it links to (a
 * search in the address bar may hold a patient's name), and its own small stylesheet.
 */
function StaffDocument({ frame, children }: { frame: StaffPageFrame; children: ReactNode }) {
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="robots" content="noindex, nofollow" />
        <meta name="referrer" content="no-referrer" />
        <title>{`${frame.title} · Staff · ${frame.clinicName}`}</title>
        <link rel="stylesheet" href={frame.stylesheetHref} />
      </head>
      <body>
        <a className="skip-link" href="#main">Skip to content</a>
        <header className="staff-header">
          <a className="staff-header__brand" href={STAFF_HOME_PATH}>
            {frame.clinicName} <span className="staff-header__area">Staff inbox</span>
          </a>
          {frame.username && (
            <form className="staff-header__account" method="post" action={SIGN_OUT_PATH}>
              <span className="staff-header__user">Signed in as <strong>{frame.username}</strong></span>
              <button className="button button--quiet" type="submit">Sign out</button>
            </form>
          )}
        </header>
        <main id="main" className="staff-main">
          {children}
        </main>
      </body>
    </html>
  );
}

/** A complete HTML document for a staff page. */
export function renderStaffPage(frame: StaffPageFrame, body: ReactNode): string {
  return `<!doctype html>${renderToStaticMarkup(<StaffDocument frame={frame}>{body}</StaffDocument>)}`;
}
