import type { ReactNode } from 'react';
import { FloatingButtons } from './floating-buttons';
import { DeferredFooter } from './deferred-footer';
import { NavBar } from './nav-bar';
import { TopBar } from './top-bar';
import './layout.css';

/** The shell shared by every page: top bar, navigation, the page, footer and floating buttons. */
export function SiteLayout({ children }: { children: ReactNode }) {
  return (
    <>
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <header className="site-header">
        <TopBar />
        <NavBar />
      </header>
      <main id="main" tabIndex={-1}>
        {children}
      </main>
      <DeferredFooter />
      <FloatingButtons />
    </>
  );
}
