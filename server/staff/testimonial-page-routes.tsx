/** @jsxRuntime automatic */ // tsx runs server/ without a JSX setting (the root tsconfig.json only lists projects)
import type { FastifyInstance, FastifyReply } from 'fastify';
import { clinicToday } from '../../src/forms/clinic-clock';
import { youTubeVideoId, youTubeWatchUrl } from '../../src/ui/youtube';
import { testimonialRepository } from '../db/testimonial-repository';
import { mediaLibrary } from '../media/media-library';
import { pageReplies, withNotice } from './page-replies';
import { TESTIMONIAL_LIMITS, TestimonialsPage, type TestimonialsPageProps } from './pages/testimonials-page';
import { bodyText, sessionRoutes, type StaffContext } from './staff-context';
import { TESTIMONIALS_PATH } from './staff-paths';
import type { StaffSession } from './staff-sessions';

const NOTICES = {
  added: 'The testimonial was saved as a draft.',
  published: 'The testimonial is on the site now.',
  unpublished: 'The testimonial is off the site.',
  removed: 'The testimonial was removed.',
  unchanged: 'Nothing changed.',
} as const;

function noticeOf(query: unknown): string | undefined {
  const raw = (query as Record<string, unknown> | undefined)?.notice;
  return typeof raw === 'string' && Object.hasOwn(NOTICES, raw) ? NOTICES[raw as keyof typeof NOTICES] : undefined;
}

const idOf = (raw: string) => (/^[1-9][0-9]{0,9}$/.test(raw) ? Number(raw) : undefined);
const ONE_LINE_PROBLEM = /[\p{Cc}\u2028\u2029]/u;

/** The testimonials' page: add (consent recorded with its date), publish only with consent, unpublish, remove. */
export function registerTestimonialPageRoutes(staff: FastifyInstance, context: StaffContext): void {
  const testimonials = testimonialRepository(context.db);
  const library = mediaLibrary(context.db, context.mediaLibraryDir);
  const { html, seeOther, notFound, refusals } = pageReplies(context);
  const editor = sessionRoutes(staff, context, refusals);
  const who = (session: StaffSession) => ({ actor: session.username, at: context.now() });
  const today = () => clinicToday(context.now(), context.timeZone);

  async function choices() {
    return (await library.list()).map((item) => ({
      image: item.file,
      width: item.width,
      height: item.height,
      label: `${item.originalName} (${item.width} × ${item.height})`,
    }));
  }

  async function page(reply: FastifyReply, session: StaffSession, status: number, extra: Pick<TestimonialsPageProps, 'notice' | 'errors' | 'typed'> = {}) {
    const [list, images] = await Promise.all([testimonials.list(), choices()]);
    return html(reply, status, 'Testimonials', <TestimonialsPage testimonials={list} images={images} today={today()} {...extra} />, session);
  }

  editor.get('/content/testimonials', 'content.edit', async (request, reply, session) => page(reply, session, 200, { notice: noticeOf(request.query) }));

  editor.post('/content/testimonials', 'content.edit', async (request, reply, session) => {
    const field = (name: string) => bodyText(request.body, name).trim();
    const typed = {
      'testimonial-name': field('name'),
      'testimonial-location': field('location'),
      'testimonial-text': field('text'),
      'testimonial-image': field('image'),
      'testimonial-video': field('video'),
      'testimonial-consent': field('consent'),
      'testimonial-consentOn': field('consentOn'),
    };
    const errors: Record<string, string> = {};
    for (const [key, label, max] of [
      ['testimonial-name', 'the patient’s name', TESTIMONIAL_LIMITS.name],
      ['testimonial-location', 'where they are from', TESTIMONIAL_LIMITS.location],
    ] as const) {
      const value = typed[key];
      if (!value) errors[key] = `Enter ${label}.`;
      else if (ONE_LINE_PROBLEM.test(value) || [...value].length > max) errors[key] = `Write ${label} on one line, in ${max} characters or fewer.`;
    }
    if (!typed['testimonial-text']) errors['testimonial-text'] = 'Enter what the patient said.';
    else if ([...typed['testimonial-text']].length > TESTIMONIAL_LIMITS.text)
      errors['testimonial-text'] = `Shorten it to ${TESTIMONIAL_LIMITS.text} characters or fewer.`;
    const image = (await choices()).find((choice) => choice.image === typed['testimonial-image']);
    if (!image) errors['testimonial-image'] = 'Choose a photo from the media library.';
    if (typed['testimonial-video'] && !youTubeVideoId(typed['testimonial-video']))
      errors['testimonial-video'] = 'Give a YouTube video’s address, or leave it empty.';
    const consented = typed['testimonial-consent'] === 'yes';
    const date = typed['testimonial-consentOn'];
    if (consented && !/^\d{4}-\d{2}-\d{2}$/.test(date)) errors['testimonial-consentOn'] = 'Give the date the patient agreed (day, month, year).';
    else if (consented && (date > today() || Number.isNaN(Date.parse(date)))) errors['testimonial-consentOn'] = `Give a real date, ${today()} at the latest.`;
    if (!consented && date) errors['testimonial-consent'] = 'Tick the box to record the consent of that date, or clear the date.';
    if (!image || Object.keys(errors).length > 0) {
      return page(reply, session, 400, { errors, typed: Object.fromEntries(Object.entries(typed).map(([key, value]) => [key, value.slice(0, 700)])) });
    }
    await testimonials.add(
      {
        name: typed['testimonial-name'],
        location: typed['testimonial-location'],
        description: typed['testimonial-text'],
        image: image.image,
        width: image.width,
        height: image.height,
        youtubeLink: typed['testimonial-video'] ? youTubeWatchUrl(typed['testimonial-video']) : null,
        consentOn: consented ? date : null,
      },
      who(session),
    );
    return seeOther(reply, withNotice(TESTIMONIALS_PATH, 'added'));
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
              'This testimonial has no consent recorded, so it cannot be published. Add it again with the patient’s written consent and its date.',
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
