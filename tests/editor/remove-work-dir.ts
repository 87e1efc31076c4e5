import fs from 'node:fs';
import { editorWorkDir } from '../../playwright.editor.config';

/** After the run: the copy of pages/ and the database the editor's tests worked on go. */
export default function removeWorkDir(): void {
  fs.rmSync(editorWorkDir, { recursive: true, force: true });
}
