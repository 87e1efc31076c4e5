import { createRoot } from 'react-dom/client';
import { loadFile } from './editor-api';
import { EditorApp } from './editor-app';

/** The file editor's page: the server names the file; the form and preview need this script. */
const root = document.getElementById('editor-root')!;
const loaded = await loadFile(root.dataset.path!);
if ('message' in loaded) {
  root.textContent = loaded.message;
} else {
  createRoot(root).render(<EditorApp file={loaded} />);
}
