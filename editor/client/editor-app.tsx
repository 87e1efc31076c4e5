import { useCallback, useEffect, useMemo, useReducer, useRef, useState } from 'react';
import { checkDraft, saveFile, type ContentError, type LoadedFile } from './editor-api';
import { FormContext, type FormContextValue } from './form-context';
import { historyOf, historyReducer } from './history';
import { fieldId, setAt } from './json-pointer';
import { PreviewFrame } from './preview-frame';
import { SchemaField } from './schema-field';
import { locate, resolve } from './schema-tree';

/** How long typing may pause before the draft is checked and previewed. */
const CHECK_AFTER_MS = 60;

type Status = { kind: 'checking' | 'ok' | 'problem' | 'saved' | 'failed'; text: string };

/**
 * One file's editor: the form its schema describes, checked as you type by the build's validator
 * (on the editor's server, with every other file), beside the page's preview. Save stays disabled
 * while any problem stands.
 */
export function EditorApp({ file }: { file: LoadedFile }) {
  const [history, dispatch] = useReducer(historyReducer<Record<string, unknown>>, file.data, historyOf);
  const [saved, setSaved] = useState({ data: file.data, hash: file.hash });
  const [errors, setErrors] = useState<ContentError[]>(file.check.errors);
  const [following, setFollowing] = useState<string[]>([]);
  const [checking, setChecking] = useState(false);
  const [status, setStatus] = useState<Status | undefined>(undefined);
  const [previewVersion, setPreviewVersion] = useState(0);
  const sequence = useRef(0);
  const document = history.present;
  const dirty = JSON.stringify(document) !== JSON.stringify(saved.data);

  // Every change is checked (and previewed) once typing pauses; an answer to an older change is dropped.
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    const mine = ++sequence.current;
    setChecking(true);
    const timer = setTimeout(async () => {
      try {
        const check = await checkDraft(file.entry.path, document);
        if (mine !== sequence.current) return;
        setErrors(check.errors);
        setFollowing(check.following ?? []);
        setStatus(undefined);
        if (check.previewUpdated) setPreviewVersion((version) => version + 1);
      } catch (error) {
        if (mine === sequence.current) setStatus({ kind: 'failed', text: `Could not check the change: ${(error as Error).message}` });
      } finally {
        if (mine === sequence.current) setChecking(false);
      }
    }, CHECK_AFTER_MS);
    return () => clearTimeout(timer);
  }, [document, file.entry.path]);

  const focusSoon = useCallback((id: string) => {
    requestAnimationFrame(() => window.document.getElementById(id)?.focus());
  }, []);
  const form: FormContextValue = useMemo(
    () => ({
      bundle: file.schemas,
      errors: errors.filter((error) => error.file === file.displayName),
      overlay: file.entry.english !== undefined,
      change: (pointer, value, order) =>
        dispatch({ kind: 'edit', value: setAt(document, pointer, value, order) as Record<string, unknown>, field: pointer, at: Date.now() }),
      focusSoon,
    }),
    [file, errors, document, focusSoon],
  );

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (!(event.ctrlKey || event.metaKey)) return;
      const key = event.key.toLowerCase();
      if (key === 'z' || key === 'y') {
        event.preventDefault();
        dispatch({ kind: key === 'y' || event.shiftKey ? 'redo' : 'undo' });
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);

  useEffect(() => {
    const warn = (event: BeforeUnloadEvent) => {
      if (dirty) event.preventDefault();
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);

  const save = async () => {
    setStatus({ kind: 'checking', text: 'Saving…' });
    const answer = await saveFile(file.entry.path, document, saved.hash);
    if (answer.ok) {
      setSaved({ data: document, hash: answer.hash });
      const also = answer.following.length ? ` Its translations follow: ${answer.following.join(', ')}.` : '';
      setStatus({
        kind: 'saved',
        text: answer.outcome === 'saved' ? `Saved ${file.displayName}.${also}` : `Nothing to save: ${file.displayName} already says this.`,
      });
      setFollowing([]);
      setPreviewVersion((version) => version + 1);
    } else {
      if (answer.errors) setErrors(answer.errors);
      setStatus({ kind: 'failed', text: answer.message });
    }
  };

  const mine = form.errors;
  const others = errors.filter((error) => error.file !== file.displayName);
  const shown: Status =
    status ??
    (checking
      ? { kind: 'checking', text: 'Checking…' }
      : errors.length > 0
        ? { kind: 'problem', text: `${errors.length} problem${errors.length === 1 ? '' : 's'} to fix before saving.` }
        : dirty
          ? { kind: 'ok', text: 'No problems: ready to save.' }
          : { kind: 'ok', text: 'No changes since the file was opened or saved.' });
  const root = resolve(file.schemas, locate(file.schemas, file.schemaRoot));
  return (
    <div className="editor-layout">
      <section className="editor-pane" aria-label="Editor">
        <div className="editor-bar">
          <h1>
            Editing <code>{file.displayName}</code>
          </h1>
          <a href="/edit">All files</a>
          <button type="button" onClick={() => dispatch({ kind: 'undo' })} disabled={history.past.length === 0} aria-keyshortcuts="Control+Z">
            Undo
          </button>
          <button type="button" onClick={() => dispatch({ kind: 'redo' })} disabled={history.future.length === 0} aria-keyshortcuts="Control+Shift+Z">
            Redo
          </button>
          <button type="button" className="primary" onClick={save} disabled={checking || errors.length > 0 || !dirty}>
            Save
          </button>
          {following.length > 0 && dirty && <p className="editor-note">Saving also moves the sections of {following.join(' and ')} to match.</p>}
          <p className={`editor-status ${shown.kind === 'ok' || shown.kind === 'saved' ? 'ok' : shown.kind === 'checking' ? '' : 'problem'}`} role="status">
            {shown.text}
          </p>
        </div>
        {errors.length > 0 && (
          <div className="error-summary">
            <h2>
              What <code>npm run validate</code> says
            </h2>
            <ul>
              {mine.map((error) => (
                <li key={`${error.pointer}|${error.message}`}>
                  <button type="button" onClick={() => focusNearest(error.pointer)}>
                    {error.file}#{error.pointer}: {error.message}
                  </button>
                </li>
              ))}
              {others.map((error) => (
                <li key={`${error.file}${error.pointer}|${error.message}`}>
                  {error.file}#{error.pointer}: {error.message}
                </li>
              ))}
            </ul>
          </div>
        )}
        <form className="editor-form" onSubmit={(event) => event.preventDefault()} aria-label={`Fields of ${file.displayName}`}>
          <FormContext.Provider value={form}>
            <SchemaField located={root} value={document} pointer="" name={file.entry.title} required />
          </FormContext.Provider>
        </form>
      </section>
      <PreviewFrame url={file.entry.url} version={previewVersion} />
    </div>
  );
}

/** The field a problem is at, or the nearest group around it (a missing property is reported on its object). */
function focusNearest(pointer: string): void {
  for (let at = pointer; ; at = at.slice(0, at.lastIndexOf('/'))) {
    const element = document.getElementById(fieldId(at)) ?? document.getElementById(`${fieldId(at)}-text`);
    if (element) {
      element.focus();
      element.scrollIntoView({ block: 'center' });
      return;
    }
    if (at === '') return;
  }
}
