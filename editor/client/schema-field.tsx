import { memo } from 'react';
import { useErrorsAt, useForm, type FieldProps } from './form-context';
import { FieldErrors, Help, describedBy } from './field-parts';
import { fieldId, joinPointer } from './json-pointer';
import { ItemButtons, useItemMover } from './item-buttons';
import { RichTextField } from './rich-text-field';
import { branchLabel, branchesOf, child, chooseBranch, fieldKind, labelOf, propertyOrder, templateOf } from './schema-tree';

/** Keys every file has that a maintainer never edits: the schema it is checked by and its format version. */
const HIDDEN_KEYS = new Set(['$schema', 'schemaVersion']);

/** One value of the file, drawn as its schema says: a text, a choice, a group of fields, a list. */
export const SchemaField = memo(function SchemaField(props: FieldProps) {
  const { located } = props;
  if (located.defName === 'richText' && Array.isArray(props.value)) return <RichTextField {...props} renderField={(inner) => <SchemaField {...inner} />} />;
  switch (fieldKind(located.schema)) {
    case 'object':
      return <ObjectField {...props} />;
    case 'array':
      return <ArrayField {...props} />;
    case 'union':
      return <UnionField {...props} />;
    case 'const':
      return null;
    default:
      return <ScalarField {...props} />;
  }
});

function ScalarField({ located, value, pointer, name, required, order, label }: FieldProps) {
  const { change, overlay } = useForm();
  const errors = useErrorsAt(pointer);
  const { schema } = located;
  const id = fieldId(pointer);
  const kind = fieldKind(schema);
  const text = label ?? labelOf(schema, name);
  const described = describedBy(id, schema.description, errors);
  const invalid = errors.length > 0 || undefined;
  // An optional value left empty is left out of the file, as it was before it was written.
  const set = (next: unknown) => change(pointer, next === '' && !required && !overlay ? undefined : next, order);
  if (kind === 'boolean') {
    return (
      <div className="field">
        <div className="field-check">
          <input
            id={id}
            type="checkbox"
            checked={value === true}
            aria-describedby={described}
            aria-invalid={invalid}
            onChange={(event) => set(event.target.checked ? true : required ? false : undefined)}
          />
          <label htmlFor={id}>{text}</label>
        </div>
        <Help id={`${id}-help`} text={schema.description} />
        <FieldErrors id={`${id}-errors`} errors={errors} />
      </div>
    );
  }
  let control;
  if (kind === 'enum') {
    const options = schema.enum!;
    control = (
      <select
        id={id}
        value={value === undefined ? '' : JSON.stringify(value)}
        aria-describedby={described}
        aria-invalid={invalid}
        onChange={(event) => set(event.target.value === '' ? '' : JSON.parse(event.target.value))}
      >
        {(!required || value === undefined) && <option value="">(none)</option>}
        {!options.some((option) => option === value) && value !== undefined && <option value={JSON.stringify(value)}>{String(value)} (not allowed)</option>}
        {options.map((option) => (
          <option key={JSON.stringify(option)} value={JSON.stringify(option)}>
            {String(option)}
          </option>
        ))}
      </select>
    );
  } else if (kind === 'integer' || kind === 'number') {
    control = (
      <input
        id={id}
        type="number"
        step={kind === 'integer' ? 1 : 'any'}
        value={typeof value === 'number' ? value : ''}
        aria-describedby={described}
        aria-invalid={invalid}
        onChange={(event) => set(event.target.value === '' ? undefined : Number(event.target.value))}
      />
    );
  } else {
    const string = typeof value === 'string' ? value : value === undefined ? '' : JSON.stringify(value);
    const long = (schema.maxLength ?? 0) > 120 || string.length > 90;
    control = long ? (
      <textarea
        id={id}
        value={string}
        rows={Math.min(8, Math.ceil(string.length / 70) + 1)}
        aria-describedby={described}
        aria-invalid={invalid}
        onChange={(event) => set(event.target.value)}
      />
    ) : (
      <input id={id} type="text" value={string} aria-describedby={described} aria-invalid={invalid} onChange={(event) => set(event.target.value)} />
    );
  }
  return (
    <div className="field">
      <label htmlFor={id}>
        {text}
        {!required && !overlay ? <span className="optional"> (optional)</span> : null}
      </label>
      {control}
      <Help id={`${id}-help`} text={schema.description} />
      <FieldErrors id={`${id}-errors`} errors={errors} />
    </div>
  );
}

function ObjectField({ located, value, pointer, name, label }: FieldProps) {
  const { bundle, change, overlay } = useForm();
  const errors = useErrorsAt(pointer);
  const { schema } = located;
  const object = (value ?? {}) as Record<string, unknown>;
  const order = propertyOrder(schema);
  const required = new Set(schema.required ?? []);
  const id = fieldId(pointer);
  const keys = order.filter((key) => !(pointer === '' && HIDDEN_KEYS.has(key)) && (!overlay || key in object));
  const body = keys.map((key) => {
    const member = child(bundle, located, schema.properties![key]);
    const memberPointer = joinPointer(pointer, key);
    const kind = fieldKind(member.schema);
    const compound = kind === 'object' || kind === 'array' || (kind === 'union' && member.defName !== 'inlines');
    if (compound && !(key in object)) {
      if (overlay || kind === 'union') return null;
      return (
        <div className="field" key={key}>
          <button type="button" onClick={() => change(memberPointer, templateOf(bundle, member), order)}>
            Add {labelOf(member.schema, key).toLowerCase()}
          </button>
          {member.schema.description ? <p className="help">{member.schema.description}</p> : null}
        </div>
      );
    }
    return (
      <div key={key}>
        <SchemaField located={member} value={object[key]} pointer={memberPointer} name={key} required={required.has(key)} order={order} />
        {compound && !required.has(key) && !overlay ? (
          <button type="button" className="remove-optional" onClick={() => change(memberPointer, undefined)}>
            Remove {labelOf(member.schema, key).toLowerCase()}
          </button>
        ) : null}
      </div>
    );
  });
  if (pointer === '') {
    return (
      <div id={id} tabIndex={-1}>
        <FieldErrors id={`${id}-errors`} errors={errors} />
        {body}
      </div>
    );
  }
  return (
    <fieldset id={id} tabIndex={-1} aria-describedby={errors.length ? `${id}-errors` : undefined}>
      <legend>{label ?? labelOf(schema, name)}</legend>
      {schema.description ? <p className="help">{schema.description}</p> : null}
      <FieldErrors id={`${id}-errors`} errors={errors} />
      {body}
    </fieldset>
  );
}

function UnionField(props: FieldProps) {
  const { bundle, change, overlay } = useForm();
  const { located, value, pointer, order } = props;
  const branches = branchesOf(bundle, located);
  const chosen = chooseBranch(bundle, located, value);
  const branch = branches[chosen];
  // A section's type is its identity: it is chosen when the section is added, not edited after.
  if (located.schema.discriminator || overlay || branches.length < 2) {
    return (
      <SchemaField {...props} located={{ ...branch, schema: { ...branch.schema, description: branch.schema.description ?? located.schema.description } }} />
    );
  }
  const id = `${fieldId(pointer)}-kind`;
  return (
    <div className="union">
      <div className="field">
        <label htmlFor={id}>{props.label ?? labelOf(located.schema, props.name)}: written as</label>
        <select
          id={id}
          className="block-kind"
          value={chosen}
          onChange={(event) => change(pointer, templateOf(bundle, branches[Number(event.target.value)]), order)}
        >
          {branches.map((candidate, index) => (
            <option key={index} value={index}>
              {branchLabel(bundle, located, candidate)}
            </option>
          ))}
        </select>
      </div>
      <SchemaField {...props} located={branch} />
    </div>
  );
}

function ArrayField({ located, value, pointer, name, label }: FieldProps) {
  const { bundle, change, overlay, focusSoon } = useForm();
  const errors = useErrorsAt(pointer);
  const items = Array.isArray(value) ? value : [];
  const itemLocated = child(bundle, located, located.schema.items);
  const union = itemLocated.schema.discriminator ? branchesOf(bundle, itemLocated) : [];
  const id = fieldId(pointer);
  const heading = label ?? labelOf(located.schema, name);
  const noun = union.length ? 'section' : 'item';
  const titleOf = (item: unknown, index: number) =>
    union.length ? `Section ${index + 1}: ${branchLabel(bundle, itemLocated, union[chooseBranch(bundle, itemLocated, item)])}` : `${heading} ${index + 1}`;
  const move = useItemMover(pointer, items);
  const addSelect = `${id}-new`;
  return (
    <fieldset id={id} tabIndex={-1} aria-describedby={errors.length ? `${id}-errors` : undefined}>
      <legend>{heading}</legend>
      {located.schema.description ? <p className="help">{located.schema.description}</p> : null}
      <FieldErrors id={`${id}-errors`} errors={errors} />
      <ol className="array-list">
        {items.map((item, index) => {
          const itemPointer = joinPointer(pointer, index);
          const title = titleOf(item, index);
          return (
            <li className="array-item" key={index}>
              <div className="item-bar">
                <span className="item-title">{title}</span>
                {!overlay && (
                  <ItemButtons
                    itemId={fieldId(itemPointer)}
                    name={title}
                    index={index}
                    count={items.length}
                    move={move}
                    remove={() => {
                      change(
                        pointer,
                        items.filter((_, other) => other !== index),
                      );
                      focusSoon(index > 0 ? `${fieldId(joinPointer(pointer, index - 1))}-up` : `${id}-add`);
                    }}
                  />
                )}
              </div>
              <SchemaField
                located={itemLocated}
                value={item}
                pointer={itemPointer}
                name={index}
                required
                label={union.length ? title : `${heading} ${index + 1}`}
              />
            </li>
          );
        })}
      </ol>
      {!overlay && (
        <div className="add-row">
          {union.length > 0 && (
            <>
              <label htmlFor={addSelect}>New section type</label>
              <select id={addSelect} defaultValue="0">
                {union.map((branch, index) => (
                  <option key={index} value={index}>
                    {branchLabel(bundle, itemLocated, branch)}
                  </option>
                ))}
              </select>
            </>
          )}
          <button
            type="button"
            id={`${id}-add`}
            onClick={() => {
              const select = document.getElementById(addSelect) as HTMLSelectElement | null;
              const template = union.length ? templateOf(bundle, union[Number(select?.value ?? 0)]) : templateOf(bundle, itemLocated);
              change(pointer, [...items, template]);
              focusSoon(`${fieldId(joinPointer(pointer, items.length))}`);
            }}
          >
            Add {noun}
          </button>
        </div>
      )}
    </fieldset>
  );
}
