import { createContext, useContext } from 'react';
import type { ContentError } from './editor-api';
import type { Located, SchemaBundle } from './schema-tree';

export interface FormContextValue {
  bundle: SchemaBundle;
  /** This file's problems, as the validator names them. */
  errors: ContentError[];
  /** A translation: only its texts are edited; its shape (sections, lists) is the English file's. */
  overlay: boolean;
  /** Replaces the value at a pointer (undefined: removes it); `order` is the parent's property order in its schema. */
  change(pointer: string, value: unknown, order?: readonly string[]): void;
  /** Moves the keyboard focus to an element once the change it follows has rendered. */
  focusSoon(id: string): void;
}

export const FormContext = createContext<FormContextValue | undefined>(undefined);

export function useForm(): FormContextValue {
  const form = useContext(FormContext);
  if (!form) throw new Error('A form field outside the editor form');
  return form;
}

/** The problems the validator names at exactly this place (`under`: or anywhere inside it). */
export function useErrorsAt(pointer: string, under = false): ContentError[] {
  const { errors } = useForm();
  return errors.filter((error) => error.pointer === pointer || (under && error.pointer.startsWith(`${pointer}/`)));
}

/** What every field of the form is given: its schema, its value and where it is in the file. */
export interface FieldProps {
  located: Located;
  value: unknown;
  pointer: string;
  /** The property name or item index: the label when the schema has no title. */
  name: string | number;
  required: boolean;
  /** The parent object's property order in its schema, where a new key goes. */
  order?: readonly string[];
  /** A label that replaces the one the schema gives (array items). */
  label?: string;
}
