import { FILE_GROUPS, GROUP_HEADINGS, type CatalogueEntry } from './content-catalogue';
import { editorDocument, escapeHtml } from './html';

export interface StartPageState {
  entries: CatalogueEntry[];
  query?: string;
  /** The name typed for a new treatment page, and why it was refused. */
  newTreatment?: { name: string; problems: string[] };
}

/**
 * The editor's start page: every content file, grouped as a maintainer thinks of them, with a
 * search box (a plain GET form; a small script filters as you type) and the form that starts a
 * new treatment page. Complete without JavaScript.
 */
export function startPage({ entries, query = '', newTreatment }: StartPageState): string {
  const words = query.toLowerCase().split(/\s+/).filter(Boolean);
  const matches = (entry: CatalogueEntry) => words.every((word) => searchText(entry).includes(word));
  const groups = FILE_GROUPS.map((group) => ({ group, entries: entries.filter((entry) => entry.group === group && matches(entry)) })).filter(
    ({ entries }) => entries.length > 0,
  );
  const problems = newTreatment?.problems ?? [];
  const list = groups
    .map(
      ({ group, entries: inGroup }) => `<section class="file-group" aria-labelledby="group-${group}">
<h2 id="group-${group}">${escapeHtml(GROUP_HEADINGS[group])} <span class="count">(${inGroup.length})</span></h2>
<ul class="file-list">
${inGroup
  .map(
    (entry) => `<li data-search="${escapeHtml(searchText(entry))}"><a href="/edit/${escapeHtml(entry.path)}">${escapeHtml(entry.title)}</a>
<span class="file-path">${escapeHtml(entry.path)}</span>${entry.url ? ` <span class="file-url">${escapeHtml(entry.url)}</span>` : ''}</li>`,
  )
  .join('\n')}
</ul>
</section>`,
    )
    .join('\n');
  return editorDocument(
    'Content editor',
    `<header class="start-header">
<h1>Content editor</h1>
<p>Choose a file to edit. Each file is checked as you type, exactly as <code>npm run validate</code> checks it, and the preview shows the page as patients see it.</p>
</header>
<main class="start-main">
<div class="start-tools">
<form class="search-form" role="search" method="get" action="/edit">
<label for="file-search">Search files</label>
<input type="search" id="file-search" name="q" value="${escapeHtml(query)}" autocomplete="off">
<button type="submit">Search</button>
</form>
<form class="new-treatment" method="post" action="/edit/new-treatment">
<h2>New treatment page</h2>
<label for="treatment-name">Treatment name</label>
<input id="treatment-name" name="name" required maxlength="60" value="${escapeHtml(newTreatment?.name ?? '')}"${
      problems.length ? ' aria-invalid="true" aria-describedby="treatment-name-problems"' : ''
    }>
${problems.length ? `<ul id="treatment-name-problems" class="field-errors">${problems.map((problem) => `<li>${escapeHtml(problem)}</li>`).join('')}</ul>` : ''}
<p class="help">Starts from a template that passes validation, with the generic drawings, at <code>pages/treatments/&lt;name&gt;.json</code>.</p>
<button type="submit">New treatment page</button>
</form>
</div>
<div id="file-groups">
${list || `<p>No file matches “${escapeHtml(query)}”.</p>`}
</div>
<p id="no-match" class="no-match" hidden>No file matches your search.</p>
</main>
<script type="module" src="/editor/client/start-search.ts"></script>`,
  );
}

function searchText(entry: CatalogueEntry): string {
  return `${entry.title} ${entry.path} ${entry.url ?? ''}`.toLowerCase();
}
