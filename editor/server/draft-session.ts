import path from 'node:path';
import { validateContent, type LoadOptions } from '../../src/content/node/load-content';
import type { ContentError } from '../../src/content/node/validation/content-error';
import { SchemaValidator } from '../../src/content/node/validation/schema-validator';
import type { ContentPluginApi } from '../../scripts/vite-content-plugin';

export interface DraftCheck {
  /** Every problem `npm run validate` would print with the draft saved, in any file. */
  errors: ContentError[];
  /** The preview now shows the draft (it does only when the draft validates: otherwise it keeps the last page that did). */
  previewUpdated: boolean;
}

/**
 * The file being edited, unsaved: validated with every other file by the build's own validator,
 * and handed to the dev server's content plugin, so the preview renders it. One maintainer edits
 * one file at a time: a new draft replaces the last.
 */
export class DraftSession {
  private readonly validator: SchemaValidator;

  constructor(
    private readonly options: LoadOptions,
    /** The dev server's content plugin, looked up each time: a restart of the dev server (its config changed) makes a new one. */
    private readonly preview: () => ContentPluginApi | undefined,
  ) {
    this.validator = new SchemaValidator(options.schemaDir);
  }

  /** How the validator names a file in its messages: `pages/treatments/root-canal.json`. */
  displayName(file: string): string {
    return path.relative(path.dirname(this.options.contentDir), file).split(path.sep).join('/');
  }

  /** `others`: the files the edit changes with it (translations following its sections), by absolute path. */
  check(file: string, text: string, others: ReadonlyMap<string, string> = new Map()): DraftCheck {
    const drafts = new Map([[file, text], ...others]);
    const { errors, content } = validateContent({ ...this.options, drafts, validator: this.validator });
    const previewUpdated = content !== undefined && (this.preview()?.setDrafts(drafts, content) ?? false);
    return { errors, previewUpdated };
  }

  /** Back to the files as they are on disk (after a save, or when another file is opened). */
  clear(): void {
    this.preview()?.setDrafts(new Map());
  }
}
