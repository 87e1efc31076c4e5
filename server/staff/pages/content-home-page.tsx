/** @jsxRuntime automatic */ // tsx runs server/ without a JSX setting (the root tsconfig.json only lists projects)
import { CONTENT_SECTIONS } from '../content-sections';

/** The content section's start page: what an editor can change, each with a line on what it is. */
export function ContentHomePage() {
  return (
    <>
      <h1>Content</h1>
      <p className="hint">Changes here show on the public site at once. Every change is recorded with who made it and when.</p>
      <ul className="content-sections">
        {CONTENT_SECTIONS.map((section) => (
          <li key={section.href} className="content-sections__item">
            <h2>
              <a href={section.href}>{section.label}</a>
            </h2>
            <p>{section.summary}</p>
          </li>
        ))}
      </ul>
    </>
  );
}
