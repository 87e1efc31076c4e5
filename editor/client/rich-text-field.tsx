import { useErrorsAt, useForm } from './form-context';
import { FieldErrors, describedBy } from './field-parts';
import { inlinesToMarkup, markupHolds, markupToInlines, type Inlines } from './inline-markup';
import { fieldId, joinPointer } from './json-pointer';
import { ItemButtons, useItemMover } from './item-buttons';
import type { ReactNode } from 'react';
import type { FieldProps } from './form-context';
import { branchesOf, child, labelOf } from './schema-tree';

type Block = { heading: 2 | 3; text: string; id?: string } | { paragraph: Inlines } | { list: Inlines[]; ordered?: boolean };

const KINDS = {
  h2: 'Heading',
  h3: 'Subheading',
  paragraph: 'Paragraph',
  bullets: 'Bulleted list',
  numbers: 'Numbered list',
} as const;
type Kind = keyof typeof KINDS;

const kindOptions = Object.entries(KINDS).map(([value, text]) => (
  <option key={value} value={value}>
    {text}
  </option>
));

function kindOf(block: Block): Kind {
  if ('paragraph' in block) return 'paragraph';
  if ('list' in block) return block.ordered ? 'numbers' : 'bullets';
  return block.heading === 3 ? 'h3' : 'h2';
}

/** The block's words, to carry over when its kind changes. */
function wordsOf(block: Block): string {
  if ('paragraph' in block) return inlinesToMarkup(block.paragraph);
  if ('list' in block) return block.list.map(inlinesToMarkup).join('\n');
  return block.text;
}

/** An anchor id from a heading's words: "What is a root canal?" → `what-is-a-root-canal`. */
function anchorFrom(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

function blockOf(kind: Kind, words: string): Block {
  switch (kind) {
    case 'h2':
      return { heading: 2, text: words.replace(/\n/g, ' '), id: anchorFrom(words) || 'section' };
    case 'h3':
      return { heading: 3, text: words.replace(/\n/g, ' ') };
    case 'paragraph':
      return { paragraph: markupToInlines(words.replace(/\n/g, ' ')) };
    default: {
      const lines = words.split('\n').filter((line) => line.trim() !== '');
      return { list: (lines.length ? lines : ['']).map(markupToInlines), ...(kind === 'numbers' ? { ordered: true } : {}) };
    }
  }
}

/**
 * Rich text as a small block editor: headings (with the anchor id a link or the sidebar names),
 * paragraphs and lists, where **bold**, *italic* and [links](/path) are typed as marks. A
 * translation keeps its English file's blocks and edits their words only.
 */
export function RichTextField({ located, value, pointer, name, label, renderField }: FieldProps & { renderField: (props: FieldProps) => ReactNode }) {
  const { change, overlay, focusSoon } = useForm();
  const errors = useErrorsAt(pointer);
  const blocks = value as Block[];
  const id = fieldId(pointer);
  const heading = label ?? labelOf(located.schema, name);
  const set = (next: Block[]) => change(pointer, next);
  const move = useItemMover(pointer, blocks);
  return (
    <fieldset id={id} tabIndex={-1} className="rich-text" aria-describedby={errors.length ? `${id}-errors` : undefined}>
      <legend>{heading}</legend>
      <p className="help">
        Type <code>**bold**</code>, <code>*italic*</code> and <code>[words](/a-page)</code> for a link; one list item per line.
      </p>
      <FieldErrors id={`${id}-errors`} errors={errors} />
      <ol className="array-list">
        {blocks.map((block, index) => {
          const blockPointer = joinPointer(pointer, index);
          const blockId = fieldId(blockPointer);
          const kind = kindOf(block);
          const title = `Block ${index + 1}`;
          return (
            <li className="array-item" key={index}>
              <div className="item-bar">
                <label className="item-title" htmlFor={`${blockId}-kind`}>
                  {title}
                </label>
                <select
                  id={`${blockId}-kind`}
                  className="block-kind"
                  value={kind}
                  disabled={overlay}
                  onChange={(event) => set(blocks.map((other, at) => (at === index ? blockOf(event.target.value as Kind, wordsOf(block)) : other)))}
                >
                  {kindOptions}
                </select>
                {!overlay && (
                  <ItemButtons
                    itemId={blockId}
                    name={`${heading} ${title}`}
                    index={index}
                    count={blocks.length}
                    move={move}
                    remove={() => set(blocks.filter((_, at) => at !== index))}
                  />
                )}
              </div>
              <BlockBody block={block} pointer={blockPointer} located={located} renderField={renderField} />
            </li>
          );
        })}
      </ol>
      {!overlay && (
        <div className="add-row">
          <label htmlFor={`${id}-new`}>New block</label>
          <select id={`${id}-new`} defaultValue="paragraph">
            {kindOptions}
          </select>
          <button
            type="button"
            onClick={() => {
              const kind = (document.getElementById(`${id}-new`) as HTMLSelectElement).value as Kind;
              set([...blocks, blockOf(kind, '')]);
              focusSoon(`${fieldId(joinPointer(pointer, blocks.length))}-text`);
            }}
          >
            Add block
          </button>
        </div>
      )}
    </fieldset>
  );
}

function BlockBody({
  block,
  pointer,
  located,
  renderField,
}: {
  block: Block;
  pointer: string;
  located: FieldProps['located'];
  renderField: (props: FieldProps) => ReactNode;
}) {
  const { bundle, change, overlay } = useForm();
  const blockErrors = useErrorsAt(pointer);
  const innerErrors = useErrorsAt(pointer, true).filter((error) => error.pointer !== pointer);
  const id = fieldId(pointer);
  const textId = `${id}-text`;
  const errorsOf = (key: string) =>
    innerErrors.filter((error) => error.pointer === joinPointer(pointer, key) || error.pointer.startsWith(`${joinPointer(pointer, key)}/`));
  if (!('paragraph' in block) && !('list' in block)) {
    const textErrors = errorsOf('text');
    const anchorErrors = errorsOf('id');
    return (
      <>
        <FieldErrors id={`${id}-errors`} errors={blockErrors} />
        <div className="field">
          <label htmlFor={textId}>Heading text</label>
          <input
            id={textId}
            type="text"
            value={block.text ?? ''}
            aria-invalid={textErrors.length > 0 || undefined}
            aria-describedby={describedBy(textId, undefined, textErrors)}
            onChange={(event) => change(joinPointer(pointer, 'text'), event.target.value, ['heading', 'text', 'id'])}
          />
          <FieldErrors id={`${textId}-errors`} errors={textErrors} />
        </div>
        {!overlay && (
          <div className="field">
            <label htmlFor={`${id}-anchor`}>Anchor id (optional: for links to #this-heading and the sidebar)</label>
            <input
              id={`${id}-anchor`}
              type="text"
              value={block.id ?? ''}
              aria-invalid={anchorErrors.length > 0 || undefined}
              aria-describedby={describedBy(`${id}-anchor`, undefined, anchorErrors)}
              onChange={(event) => change(joinPointer(pointer, 'id'), event.target.value === '' ? undefined : event.target.value, ['heading', 'text', 'id'])}
            />
            <FieldErrors id={`${id}-anchor-errors`} errors={anchorErrors} />
          </div>
        )}
      </>
    );
  }
  const key = 'paragraph' in block ? 'paragraph' : 'list';
  const inlines = 'paragraph' in block ? [block.paragraph] : block.list;
  // Runs the marks cannot say (a translation's, which carry their text only) are edited run by run.
  if (!inlines.every(markupHolds)) {
    const blockSchema = branchesOf(bundle, child(bundle, located, located.schema.items)).find((branch) => branch.schema.required?.[0] === key)!;
    const member = child(bundle, blockSchema, blockSchema.schema.properties![key]);
    return renderField({
      located: member,
      value: (block as Record<string, unknown>)[key],
      pointer: joinPointer(pointer, key),
      name: key,
      required: true,
      label: key === 'list' ? 'List items' : 'Paragraph',
    });
  }
  const errors = [...blockErrors, ...innerErrors];
  const words = 'paragraph' in block ? inlinesToMarkup(block.paragraph) : block.list.map(inlinesToMarkup).join('\n');
  return (
    <div className="field">
      <label htmlFor={textId}>{key === 'list' ? 'List items, one per line' : 'Paragraph'}</label>
      <textarea
        id={textId}
        value={words}
        rows={Math.min(10, Math.ceil(words.length / 70) + words.split('\n').length)}
        aria-invalid={errors.length > 0 || undefined}
        aria-describedby={describedBy(textId, undefined, errors)}
        onChange={(event) =>
          change(joinPointer(pointer, key), key === 'paragraph' ? markupToInlines(event.target.value) : event.target.value.split('\n').map(markupToInlines))
        }
      />
      <FieldErrors id={`${textId}-errors`} errors={errors} />
    </div>
  );
}
