/** @jsxRuntime automatic */ // tsx runs server/ without a JSX setting (the root tsconfig.json only lists projects)
import type { FastifyInstance, FastifyReply } from 'fastify';
import { mediaLibrary } from '../media/media-library';
import { UPLOAD_MAX_BYTES } from '../media/upload-check';
import { noticeIn, pageReplies, withNotice } from './page-replies';
import { MediaPage, type MediaPageProps } from './pages/media-page';
import { sessionRoutes, type StaffContext } from './staff-context';
import { MEDIA_PATH } from './staff-paths';
import type { StaffSession } from './staff-sessions';

const NOTICES = {
  uploaded: 'The image was uploaded. Choose it as an article’s image, or insert it into a body.',
  existing: 'This image is in the library already: it was not stored twice.',
  deleted: 'The image was deleted.',
} as const;

const TOO_LARGE = `The file is larger than ${UPLOAD_MAX_BYTES / 1024 / 1024} MB. Upload a smaller image.`;

/** The media library's page, its upload (multipart, registered where the multipart parser is) and deletion. */
export function registerMediaPageRoutes(staff: FastifyInstance, context: StaffContext): void {
  const library = mediaLibrary(context.db, context.mediaLibraryDir);
  const { html, seeOther, notFound, refusals } = pageReplies(context);
  const editor = sessionRoutes(staff, context, refusals);

  async function mediaPage(reply: FastifyReply, session: StaffSession, status: number, extra: Omit<MediaPageProps, 'items' | 'timeZone'> = {}) {
    const items = await Promise.all((await library.list()).map(async (item) => ({ ...item, uses: await library.usesOf(item.file) })));
    return html(reply, status, 'Media library', <MediaPage items={items} timeZone={context.timeZone} {...extra} />, session);
  }

  editor.get('/content/media', 'content.edit', async (request, reply, session) => mediaPage(reply, session, 200, { notice: noticeIn(NOTICES, request.query) }));

  editor.post('/content/media', 'content.edit', async (request, reply, session) => {
    if (!request.isMultipart()) return mediaPage(reply, session, 400, { uploadError: 'Choose an image file to upload.' });
    let bytes: Buffer;
    let name: string;
    try {
      const file = await request.file();
      if (!file) return mediaPage(reply, session, 400, { uploadError: 'Choose an image file to upload.' });
      bytes = await file.toBuffer();
      name = file.filename;
    } catch (error) {
      if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') return mediaPage(reply, session, 413, { uploadError: TOO_LARGE });
      throw error;
    }
    const outcome = await library.upload(bytes, name, { actor: session.username, at: context.now() });
    if (!outcome.ok) return mediaPage(reply, session, 400, { uploadError: outcome.message });
    return seeOther(reply, withNotice(MEDIA_PATH, outcome.existing ? 'existing' : 'uploaded'));
  });

  editor.post('/content/media/:id/delete', 'content.edit', async (request, reply, session) => {
    const id = /^[1-9][0-9]{0,9}$/.test(request.params.id) ? Number(request.params.id) : undefined;
    const outcome = id === undefined ? ({ ok: false, reason: 'not-found' } as const) : await library.remove(id, { actor: session.username, at: context.now() });
    if (outcome.ok) return seeOther(reply, withNotice(MEDIA_PATH, 'deleted'));
    if (outcome.reason === 'not-found') return notFound(reply, session);
    return mediaPage(reply, session, 409, { deleteError: { id: id!, message: `This image is used by ${outcome.uses.join(', ')}: change those first.` } });
  });
}
