import { isLanguage, type Language } from '../../src/i18n/languages';
import { youTubeVideoId, youTubeWatchUrl } from '../../src/ui/youtube';
import type { TestimonialImage } from '../db/testimonial-repository';
import { bodyText } from './staff-context';
import { isOneLineWithin } from './content-text-rules';

/**
 * A testimonial's form, as the add and edit forms send it and as both are checked: the patient's
 * name, where they are from, what they said, a photo of the media library, a YouTube link, the
 * language they wrote it in, and their written consent with its date. Errors are keyed by the
 * field's name; each form turns them into its own field ids.
 */

export const TESTIMONIAL_FIELDS = ['name', 'location', 'text', 'image', 'video', 'language', 'consent', 'consentOn'] as const;
export type TestimonialField = (typeof TESTIMONIAL_FIELDS)[number];
export type TestimonialTyped = Record<TestimonialField, string>;
export type TestimonialErrors = Partial<Record<TestimonialField, string>>;

/** A field's id on the page: the add form's `testimonial-<field>`, an edit form's `testimonial-<id>-<field>` (one per testimonial). */
export function testimonialFieldId(field: TestimonialField, testimonialId?: number): string {
  return testimonialId === undefined ? `testimonial-${field}` : `testimonial-${testimonialId}-${field}`;
}

export const TESTIMONIAL_LIMITS = { name: 60, location: 60, text: 600 } as const;

/** What a refused form shows again of each field: enough to correct, never a whole flood. */
const SHOWN_AGAIN = 700;

/** The form's fields as typed, trimmed. */
export function typedTestimonial(body: unknown): TestimonialTyped {
  return Object.fromEntries(TESTIMONIAL_FIELDS.map((name) => [name, bodyText(body, name).trim().slice(0, 10_000)])) as TestimonialTyped;
}

/** The typed fields cut to what a refused form shows again. */
export function shownAgain(typed: TestimonialTyped): TestimonialTyped {
  return Object.fromEntries(Object.entries(typed).map(([name, value]) => [name, value.slice(0, SHOWN_AGAIN)])) as TestimonialTyped;
}

export interface CheckedTestimonial {
  name: string;
  location: string;
  description: string;
  /** Undefined when the form kept the testimonial's own photo (editing). */
  image?: TestimonialImage;
  youtubeLink: string | null;
  language: Language;
  /** `YYYY-MM-DD`, or null when no consent is recorded. */
  consentOn: string | null;
}

/**
 * The form's values, or its errors by field. `photos`: the media library's images; `keptPhoto`:
 * the testimonial's own photo when editing (choosable though the library may not hold it);
 * `today`: the clinic's date, the latest a consent can be dated.
 */
export function checkTestimonial(
  typed: TestimonialTyped,
  { photos, keptPhoto, today }: { photos: ReadonlyArray<TestimonialImage>; keptPhoto?: string; today: string },
): { values: CheckedTestimonial } | { errors: TestimonialErrors } {
  const errors: TestimonialErrors = {};
  for (const [name, label, max] of [
    ['name', 'the patient’s name', TESTIMONIAL_LIMITS.name],
    ['location', 'where they are from', TESTIMONIAL_LIMITS.location],
  ] as const) {
    if (!typed[name]) errors[name] = `Enter ${label}.`;
    else if (!isOneLineWithin(typed[name], max)) errors[name] = `Write ${label} on one line, in ${max} characters or fewer.`;
  }
  if (!typed.text) errors.text = 'Enter what the patient said.';
  else if ([...typed.text].length > TESTIMONIAL_LIMITS.text) errors.text = `Shorten it to ${TESTIMONIAL_LIMITS.text} characters or fewer.`;
  const keepsPhoto = keptPhoto !== undefined && typed.image === keptPhoto;
  const photo = keepsPhoto ? undefined : photos.find((candidate) => candidate.image === typed.image);
  if (!keepsPhoto && !photo) errors.image = 'Choose a photo from the media library.';
  if (typed.video && !youTubeVideoId(typed.video)) errors.video = 'Give a YouTube video’s address, or leave it empty.';
  if (!isLanguage(typed.language)) errors.language = 'Choose the language the patient wrote it in.';
  const consented = typed.consent === 'yes';
  const date = typed.consentOn;
  if (consented && !/^\d{4}-\d{2}-\d{2}$/.test(date)) errors.consentOn = 'Give the date the patient agreed (day, month, year).';
  else if (consented && (date > today || Number.isNaN(Date.parse(date)))) errors.consentOn = `Give a real date, ${today} at the latest.`;
  if (!consented && date) errors.consent = 'Tick the box to record the consent of that date, or clear the date.';
  if (Object.keys(errors).length > 0) return { errors };
  return {
    values: {
      name: typed.name,
      location: typed.location,
      description: typed.text,
      ...(photo ? { image: { image: photo.image, width: photo.width, height: photo.height } } : {}),
      youtubeLink: typed.video ? youTubeWatchUrl(typed.video) : null,
      language: typed.language as Language,
      consentOn: consented ? date : null,
    },
  };
}
