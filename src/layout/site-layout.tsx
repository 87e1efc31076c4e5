import type { ReactNode } from 'react';
import { FloatingButtons } from './floating-buttons';
import { DeferredFooter } from './deferred-footer';
import { NavBar } from './nav-bar';
import { StatusBannerRegion } from '../ui/status-banner';
import { TopBar } from './top-bar';
import { useDictionary } from '../i18n/dictionary-context';
import './layout.css';

/** The shell shared by every page: top bar, navigation, the forms' status banner, the page, footer and floating buttons. */
export function SiteLayout({ children }: { children: ReactNode }) {
  const { layout } = useDictionary();
  return (
    <>
      <a className="skip-link" href="#main">
        {layout.skipToContent}
      </a>
      <header className="site-header">
        <TopBar />
        <NavBar />
      </header>
      <StatusBannerRegion />
      <main id="main" tabIndex={-1}>
        {children}
      </main>
      <DeferredFooter />
      <FloatingButtons />
    </>
  );
}
