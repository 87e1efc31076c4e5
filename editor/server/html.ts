/** Text for HTML: the editor's pages show file names and titles that a maintainer wrote. */
export function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');
}

/** The editor's own pages share one head: its stylesheet, served from the source by the dev server. */
export function editorDocument(title: string, body: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)}</title>
<link rel="stylesheet" href="/editor/client/editor.css">
</head>
<body>
${body}
</body>
</html>`;
}
