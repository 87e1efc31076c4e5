/** @jsxRuntime automatic */ // tsx runs server/ without a JSX setting (the root tsconfig.json only lists projects)

/**
 * The head of a page that is nobody's business but its reader's (the staff area, a patient's own
 * request): never indexed, no referrer to the sites it links to (its address or a search in it may
 * hold a token or a patient's name), no script, and its own stylesheet.
 */
export function PrivatePageHead({ title, stylesheetHref }: { title: string; stylesheetHref: string }) {
  return (
    <head>
      <meta charSet="utf-8" />
      <meta name="viewport" content="width=device-width, initial-scale=1" />
      <meta name="robots" content="noindex, nofollow" />
      <meta name="referrer" content="no-referrer" />
      <title>{title}</title>
      <link rel="stylesheet" href={stylesheetHref} />
    </head>
  );
}
