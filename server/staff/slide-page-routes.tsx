/** @jsxRuntime automatic */ // tsx runs server/ without a JSX setting (the root tsconfig.json only lists projects)
import type { FastifyInstance, FastifyReply } from 'fastify';
import { slideRepository } from '../db/slide-repository';
import { mediaLibrary } from '../media/media-library';
import { altTextError } from './content-text-rules';
import { answerMove, focusOf } from './move-input';
import { noticeIn, pageReplies, withNotice } from './page-replies';
import { slideFieldId, SlidesPage, type SlidesPageProps } from './pages/slides-page';
import { bodyText, idOf, sessionRoutes, type StaffContext } from './staff-context';
import { SLIDES_PATH } from './staff-paths';
import type { StaffSession } from './staff-sessions';

const NOTICES = {
  added: 'The slide was added.',
  edited: 'The slide was saved.',
  moved: 'The order was changed.',
  removed: 'The slide was removed.',
  unchanged: 'Nothing changed.',
} as const;

/** The hero slides' page: add one from the media library, edit its alt text or image in place, move, remove. */
export function registerSlidePageRoutes(staff: FastifyInstance, context: StaffContext): void {
  const slides = slideRepository(context.db);
  const library = mediaLibrary(context.db, context.mediaLibraryDir);
  const { html, seeOther, notFound, refusals } = pageReplies(context);
  const editor = sessionRoutes(staff, context, refusals);
  const who = (session: StaffSession) => ({ actor: session.username, at: context.now() });

  async function slidesPage(
    reply: FastifyReply,
    session: StaffSession,
    status: number,
    extra: Pick<SlidesPageProps, 'notice' | 'errors' | 'typed' | 'focus'> = {},
  ) {
    const [list, images] = await Promise.all([slides.list(), library.choices()]);
    return html(reply, status, 'Hero slides', <SlidesPage slides={list} images={images} {...extra} />, session, {
      scripts: context.reorderScript ? [context.reorderScript] : [],
    });
  }

  editor.get('/content/slides', 'content.edit', async (request, reply, session) =>
    slidesPage(reply, session, 200, { notice: noticeIn(NOTICES, request.query), focus: focusOf(request.query) }),
  );

  editor.post('/content/slides', 'content.edit', async (request, reply, session) => {
    const typed = { 'slide-image': bodyText(request.body, 'image').trim(), 'slide-alt': bodyText(request.body, 'alt').trim() };
    const image = (await library.choices()).find((choice) => choice.image === typed['slide-image']);
    const errors: Record<string, string> = {};
    if (!image) errors['slide-image'] = 'Choose an image from the media library.';
    const altError = altTextError(typed['slide-alt']);
    if (altError) errors['slide-alt'] = altError;
    if (!image || Object.keys(errors).length > 0)
      return slidesPage(reply, session, 400, {
        errors,
        typed: { 'slide-image': typed['slide-image'].slice(0, 200), 'slide-alt': typed['slide-alt'].slice(0, 200) },
      });
    const id = await slides.add({ image: image.image, width: image.width, height: image.height, alt: typed['slide-alt'] }, who(session));
    return seeOther(reply, `${withNotice(SLIDES_PATH, 'added')}#slide-${id}`);
  });

  editor.post('/content/slides/:id/move', 'content.edit', async (request, reply, session) => {
    const id = idOf(request.params.id);
    return answerMove(request, reply, async (move) => id !== undefined && slides.move(id, move, who(session)), { path: SLIDES_PATH, anchor: `slide-${id}` });
  });

  editor.post('/content/slides/:id/edit', 'content.edit', async (request, reply, session) => {
    const id = idOf(request.params.id);
    const slide = id === undefined ? undefined : (await slides.list()).find((candidate) => candidate.id === id);
    if (!slide) return notFound(reply, session);
    const field = (name: 'image' | 'alt') => slideFieldId(slide.id, name);
    const typed = { [field('image')]: bodyText(request.body, 'image').trim(), [field('alt')]: bodyText(request.body, 'alt').trim() };
    // The slide's own picture stays choosable even when it is not in the library (the demo slides are not).
    const keepsImage = typed[field('image')] === slide.image;
    const image = keepsImage ? undefined : (await library.choices()).find((choice) => choice.image === typed[field('image')]);
    const errors: Record<string, string> = {};
    if (!keepsImage && !image) errors[field('image')] = 'Choose an image from the media library.';
    const altError = altTextError(typed[field('alt')]);
    if (altError) errors[field('alt')] = altError;
    if (Object.keys(errors).length > 0)
      return slidesPage(reply, session, 400, { errors, typed: Object.fromEntries(Object.entries(typed).map(([key, value]) => [key, value.slice(0, 300)])) });
    const outcome = await slides.edit(
      slide.id,
      { alt: typed[field('alt')], ...(image ? { image: { image: image.image, width: image.width, height: image.height } } : {}) },
      who(session),
    );
    if (outcome === 'not-found') return notFound(reply, session);
    return seeOther(reply, `${withNotice(SLIDES_PATH, outcome)}#slide-${slide.id}`);
  });

  editor.post('/content/slides/:id/delete', 'content.edit', async (request, reply, session) => {
    const id = idOf(request.params.id);
    if (id === undefined || !(await slides.remove(id, who(session)))) return notFound(reply, session);
    return seeOther(reply, withNotice(SLIDES_PATH, 'removed'));
  });
}
