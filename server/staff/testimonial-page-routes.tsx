/** @jsxRuntime automatic */ // tsx runs server/ without a JSX setting (the root tsconfig.json only lists projects)
import type { FastifyInstance, FastifyReply } from 'fastify';
import { clinicToday } from '../../src/forms/clinic-clock';
import { testimonialRepository } from '../db/testimonial-repository';
import { mediaLibrary } from '../media/media-library';
import { noticeIn, pageReplies, withNotice } from './page-replies';
import { TestimonialsPage, type TestimonialsPageProps } from './pages/testimonials-page';
import { idOf, sessionRoutes, type StaffContext } from './staff-context';
import { TESTIMONIALS_PATH } from './staff-paths';
import type { StaffSession } from './staff-sessions';
import { checkTestimonial, shownAgain, testimonialFieldId, typedTestimonial, type TestimonialField } from './testimonial-input';

const NOTICES = {
  added: 'The testimonial was saved as a draft.',
  edited: 'The testimonial was saved.',
  'saved-off-site': 'The testimonial was saved and taken off the site: it has no consent recorded now.',
  published: 'The testimonial is on the site now.',
  unpublished: 'The testimonial is off the site.',
  removed: 'The testimonial was removed.',
  unchanged: 'Nothing changed.',
} as const;

/** Values keyed by field name, keyed by one form's field ids instead (`testimonialId`: an edit form's; none: the add form's). */
function fieldIds(byField: Partial<Record<TestimonialField, string>>, testimonialId?: number): Record<string, string> {
  return Object.fromEntries(
    Object.entries(byField).flatMap(([field, value]) => (value === undefined ? [] : [[testimonialFieldId(field as TestimonialField, testimonialId), value]])),
  );
}

/** The testimonials' page: add and edit (consent recorded with its date), publish only with consent, unpublish, remove. */
export function registerTestimonialPageRoutes(staff: FastifyInstance, context: StaffContext): void {
  const testimonials = testimonialRepository(context.db);
  const library = mediaLibrary(context.db, context.mediaLibraryDir);
  const { html, seeOther, notFound, refusals } = pageReplies(context);
  const editor = sessionRoutes(staff, context, refusals);
  const who = (session: StaffSession) => ({ actor: session.username, at: context.now() });
  const today = () => clinicToday(context.now(), context.timeZone);

  async function page(reply: FastifyReply, session: StaffSession, status: number, extra: Pick<TestimonialsPageProps, 'notice' | 'errors' | 'typed'> = {}) {
    const [list, images] = await Promise.all([testimonials.list(), library.choices()]);
    return html(reply, status, 'Testimonials', <TestimonialsPage testimonials={list} images={images} today={today()} {...extra} />, session);
  }

  editor.get('/content/testimonials', 'content.edit', async (request, reply, session) =>
    page(reply, session, 200, { notice: noticeIn(NOTICES, request.query) }),
  );

  editor.post('/content/testimonials', 'content.edit', async (request, reply, session) => {
    const typed = typedTestimonial(request.body);
    const checked = checkTestimonial(typed, { photos: await library.choices(), today: today() });
    // A new testimonial always names its photo (no photo of its own to keep).
    if ('errors' in checked || !checked.values.image) {
      const errors = 'errors' in checked ? checked.errors : {};
      return page(reply, session, 400, { errors: fieldIds(errors), typed: fieldIds(shownAgain(typed)) });
    }
    const { image, ...values } = checked.values;
    await testimonials.add({ ...values, ...image }, who(session));
    return seeOther(reply, withNotice(TESTIMONIALS_PATH, 'added'));
  });

  editor.post('/content/testimonials/:id/edit', 'content.edit', async (request, reply, session) => {
    const id = idOf(request.params.id);
    const current = id === undefined ? undefined : (await testimonials.list()).find((candidate) => candidate.id === id);
    if (!current) return notFound(reply, session);
    const typed = typedTestimonial(request.body);
    const checked = checkTestimonial(typed, { photos: await library.choices(), keptPhoto: current.image, today: today() });
    if ('errors' in checked) return page(reply, session, 400, { errors: fieldIds(checked.errors, current.id), typed: fieldIds(shownAgain(typed), current.id) });
    const outcome = await testimonials.edit(current.id, checked.values, who(session));
    if (outcome === 'not-found') return notFound(reply, session);
    return seeOther(reply, `${withNotice(TESTIMONIALS_PATH, outcome === 'unpublished' ? 'saved-off-site' : outcome)}#testimonial-${current.id}`);
  });

  for (const [action, published] of [
    ['publish', true],
    ['unpublish', false],
  ] as const) {
    editor.post(`/content/testimonials/:id/${action}`, 'content.edit', async (request, reply, session) => {
      const id = idOf(request.params.id);
      const outcome = id === undefined ? 'not-found' : await testimonials.setPublished(id, published, who(session));
      if (outcome === 'not-found') return notFound(reply, session);
      if (outcome === 'no-consent') {
        return page(reply, session, 409, {
          errors: {
            [`publish-${id}`]:
              'This testimonial has no consent recorded, so it cannot be published. Record the patient’s written consent and its date in its Edit form first.',
          },
        });
      }
      return seeOther(
        reply,
        `${withNotice(TESTIMONIALS_PATH, outcome === 'changed' ? (published ? 'published' : 'unpublished') : 'unchanged')}#testimonial-${id}`,
      );
    });
  }

  editor.post('/content/testimonials/:id/delete', 'content.edit', async (request, reply, session) => {
    const id = idOf(request.params.id);
    if (id === undefined || !(await testimonials.remove(id, who(session)))) return notFound(reply, session);
    return seeOther(reply, withNotice(TESTIMONIALS_PATH, 'removed'));
  });
}
