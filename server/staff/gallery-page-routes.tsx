/** @jsxRuntime automatic */ // tsx runs server/ without a JSX setting (the root tsconfig.json only lists projects)
import type { FastifyInstance, FastifyReply } from 'fastify';
import { youTubeVideoId, youTubeWatchUrl } from '../../src/ui/youtube';
import { galleryRepository } from '../db/gallery-repository';
import { mediaLibrary } from '../media/media-library';
import { altTextError } from './content-text-rules';
import { answerMove, focusOf, type MoveOutcome } from './move-input';
import { noticeIn, pageReplies, withNotice } from './page-replies';
import { GalleryPage, type GalleryPageProps } from './pages/gallery-page';
import { bodyText, idOf, sessionRoutes, type StaffContext } from './staff-context';
import { GALLERY_PATH } from './staff-paths';
import type { StaffSession } from './staff-sessions';

const NOTICES = {
  added: 'Added to the gallery.',
  edited: 'The item was saved.',
  moved: 'The order was changed.',
  removed: 'Removed from the gallery.',
  'category-added': 'The category was added.',
  'category-renamed': 'The category was renamed.',
  'category-deleted': 'The category was deleted.',
  unchanged: 'Nothing changed.',
} as const;

/** An item's alt text and YouTube link, as the add and edit forms check them; each error by its field's key. */
function itemTextErrors(alt: string, youtube: string): { alt?: string; youtube?: string } {
  return {
    alt: altTextError(alt),
    youtube:
      youtube && !youTubeVideoId(youtube)
        ? 'Give a YouTube video’s address, e.g. https://www.youtube.com/watch?v=… or https://youtu.be/…, or leave it empty.'
        : undefined,
  };
}

/** A category's name: one line, 1 to 60 characters. */
function categoryNameError(name: string): string | undefined {
  if (!name) return 'Enter the category’s name.';
  if (/[\p{Cc}\u2028\u2029]/u.test(name)) return 'Write the name on one line.';
  if ([...name].length > 60) return 'Shorten the name to 60 characters or fewer.';
  return undefined;
}

export function registerGalleryPageRoutes(staff: FastifyInstance, context: StaffContext): void {
  const gallery = galleryRepository(context.db);
  const library = mediaLibrary(context.db, context.mediaLibraryDir);
  const { html, seeOther, notFound, refusals } = pageReplies(context);
  const editor = sessionRoutes(staff, context, refusals);
  const who = (session: StaffSession) => ({ actor: session.username, at: context.now() });

  /** The images an item may show: the library's, then those the gallery already uses, each with its size. */
  async function imageChoices() {
    return library.choices(await context.db.kysely.selectFrom('gallery_items').select(['image', 'width', 'height']).distinct().orderBy('image').execute());
  }

  async function galleryPage(
    reply: FastifyReply,
    session: StaffSession,
    status: number,
    extra: Pick<GalleryPageProps, 'notice' | 'errors' | 'typed' | 'focus'> = {},
  ) {
    const [categories, items, images] = await Promise.all([gallery.categories(), gallery.items(), imageChoices()]);
    return html(reply, status, 'Gallery', <GalleryPage categories={categories} items={items} images={images} {...extra} />, session, {
      scripts: context.reorderScript ? [context.reorderScript] : [],
    });
  }

  editor.get('/content/gallery', 'content.edit', async (request, reply, session) =>
    galleryPage(reply, session, 200, { notice: noticeIn(NOTICES, request.query), focus: focusOf(request.query) }),
  );

  editor.post('/content/gallery/categories', 'content.edit', async (request, reply, session) => {
    const name = bodyText(request.body, 'name').trim();
    const error = categoryNameError(name);
    const outcome = error ? undefined : await gallery.addCategory(name, who(session));
    if (outcome?.ok) return seeOther(reply, withNotice(GALLERY_PATH, 'category-added'));
    return galleryPage(reply, session, error ? 400 : 409, {
      errors: { 'new-category': error ?? `There is a category “${name}” already.` },
      typed: { 'new-category': name.slice(0, 60) },
    });
  });

  editor.post('/content/gallery/categories/:id/rename', 'content.edit', async (request, reply, session) => {
    const id = idOf(request.params.id);
    const name = bodyText(request.body, 'name').trim();
    const error = categoryNameError(name);
    if (error || id === undefined) return galleryPage(reply, session, 400, { errors: { [`category-${id}`]: error ?? 'Unknown category.' } });
    const outcome = await gallery.renameCategory(id, name, who(session));
    if (outcome === 'not-found') return notFound(reply, session);
    if (outcome === 'taken') return galleryPage(reply, session, 409, { errors: { [`category-${id}`]: `There is a category “${name}” already.` } });
    return seeOther(reply, withNotice(GALLERY_PATH, outcome === 'renamed' ? 'category-renamed' : 'unchanged'));
  });

  editor.post('/content/gallery/categories/:id/move', 'content.edit', async (request, reply, session) => {
    const id = idOf(request.params.id);
    return answerMove(request, reply, async (move) => id !== undefined && gallery.moveCategory(id, move, who(session)), {
      path: GALLERY_PATH,
      anchor: `category-${id}`,
    });
  });

  editor.post('/content/gallery/categories/:id/delete', 'content.edit', async (request, reply, session) => {
    const id = idOf(request.params.id);
    if (id === undefined) return notFound(reply, session);
    const moveTo = idOf(bodyText(request.body, 'moveTo'));
    const outcome = await gallery.removeCategory(id, moveTo, who(session));
    if (outcome.ok) return seeOther(reply, withNotice(GALLERY_PATH, 'category-deleted'));
    if (outcome.reason === 'not-found') return notFound(reply, session);
    const message =
      outcome.reason === 'not-empty'
        ? `This category has ${outcome.items === 1 ? '1 item' : `${outcome.items} items`}: choose the category to move them to, or remove them first.`
        : 'Choose another category to move the items to.';
    return galleryPage(reply, session, 409, { errors: { [`category-${id}`]: message } });
  });

  editor.post('/content/gallery/items', 'content.edit', async (request, reply, session) => {
    const typed = {
      'item-category': bodyText(request.body, 'category').trim(),
      'item-image': bodyText(request.body, 'image').trim(),
      'item-alt': bodyText(request.body, 'alt').trim(),
      'item-youtube': bodyText(request.body, 'youtube').trim(),
    };
    const categories = await gallery.categories();
    const category = categories.find((candidate) => String(candidate.id) === typed['item-category']);
    const image = (await imageChoices()).find((choice) => choice.image === typed['item-image']);
    const errors: Record<string, string> = {};
    if (!category) errors['item-category'] = 'Choose a category.';
    if (!image) errors['item-image'] = 'Choose an image from the media library.';
    const textErrors = itemTextErrors(typed['item-alt'], typed['item-youtube']);
    if (textErrors.alt) errors['item-alt'] = textErrors.alt;
    if (textErrors.youtube) errors['item-youtube'] = textErrors.youtube;
    if (!category || !image || Object.keys(errors).length > 0)
      return galleryPage(reply, session, 400, { errors, typed: Object.fromEntries(Object.entries(typed).map(([key, value]) => [key, value.slice(0, 300)])) });
    const id = await gallery.addItem(
      {
        categoryId: category.id,
        image: image.image,
        width: image.width,
        height: image.height,
        alt: typed['item-alt'],
        youtubeLink: typed['item-youtube'] ? youTubeWatchUrl(typed['item-youtube']) : null,
      },
      who(session),
    );
    return seeOther(reply, `${withNotice(GALLERY_PATH, 'added')}#item-${id}`);
  });

  editor.post('/content/gallery/items/:id/move', 'content.edit', async (request, reply, session) => {
    const id = idOf(request.params.id);
    // With `category`, a drop on another category's list: the item moves there, to `position`.
    const category = bodyText(request.body, 'category');
    return answerMove(
      request,
      reply,
      async (move): Promise<MoveOutcome> => {
        if (id === undefined) return false;
        if (!category) return gallery.moveItem(id, move, who(session));
        const categoryId = idOf(category);
        if (typeof move === 'string') return { refused: 'Send position (a whole number from 1) with category.' };
        const outcome = categoryId === undefined ? 'no-category' : await gallery.moveItemToCategory(id, categoryId, move.to, who(session));
        if (outcome === 'no-category') return { refused: 'There is no such category: reload the page to see the categories as they are.' };
        return outcome === 'moved';
      },
      { path: GALLERY_PATH, anchor: `item-${id}` },
    );
  });

  editor.post('/content/gallery/items/:id/edit', 'content.edit', async (request, reply, session) => {
    const id = idOf(request.params.id);
    if (id === undefined) return notFound(reply, session);
    const field = (name: string) => `item-${id}-${name}`;
    const typed = {
      [field('category')]: bodyText(request.body, 'category').trim(),
      [field('alt')]: bodyText(request.body, 'alt').trim(),
      [field('youtube')]: bodyText(request.body, 'youtube').trim(),
    };
    const category = (await gallery.categories()).find((candidate) => String(candidate.id) === typed[field('category')]);
    const textErrors = itemTextErrors(typed[field('alt')], typed[field('youtube')]);
    const errors: Record<string, string> = {};
    if (!category) errors[field('category')] = 'Choose a category.';
    if (textErrors.alt) errors[field('alt')] = textErrors.alt;
    if (textErrors.youtube) errors[field('youtube')] = textErrors.youtube;
    if (!category || Object.keys(errors).length > 0)
      return galleryPage(reply, session, 400, { errors, typed: Object.fromEntries(Object.entries(typed).map(([key, value]) => [key, value.slice(0, 300)])) });
    const outcome = await gallery.editItem(
      id,
      { categoryId: category.id, alt: typed[field('alt')], youtubeLink: typed[field('youtube')] ? youTubeWatchUrl(typed[field('youtube')]) : null },
      who(session),
    );
    if (outcome === 'not-found') return notFound(reply, session);
    return seeOther(reply, `${withNotice(GALLERY_PATH, outcome === 'edited' ? 'edited' : 'unchanged')}#item-${id}`);
  });

  editor.post('/content/gallery/items/:id/delete', 'content.edit', async (request, reply, session) => {
    const id = idOf(request.params.id);
    if (id === undefined || !(await gallery.removeItem(id, who(session)))) return notFound(reply, session);
    return seeOther(reply, withNotice(GALLERY_PATH, 'removed'));
  });
}
