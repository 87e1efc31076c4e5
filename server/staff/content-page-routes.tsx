/** @jsxRuntime automatic */ // tsx runs server/ without a JSX setting (the root tsconfig.json only lists projects)
import type { FastifyInstance } from 'fastify';
import { CONTENT_EVENTS_PAGE_SIZE, listContentEvents } from '../db/content-changes';
import { pageReplies } from './page-replies';
import { ContentActivityPage } from './pages/content-activity-page';
import { ContentHomePage } from './pages/content-home-page';
import { sessionRoutes, type StaffContext } from './staff-context';

/** A page number from the address: a whole number from 1, anything else the first page. */
function pageNumber(query: unknown): number {
  const raw = (query as Record<string, unknown> | undefined)?.page;
  return typeof raw === 'string' && /^[1-9][0-9]{0,5}$/.test(raw) ? Number(raw) : 1;
}

/** The content section's start page and its activity (audit) page; both need `content.edit`. */
export function registerContentPageRoutes(staff: FastifyInstance, context: StaffContext): void {
  const { html, refusals } = pageReplies(context);
  const editor = sessionRoutes(staff, context, refusals);

  editor.get('/content', 'content.edit', async (_request, reply, session) => html(reply, 200, 'Content', <ContentHomePage />, session));

  editor.get('/content/activity', 'content.edit', async (request, reply, session) => {
    const page = pageNumber(request.query);
    const { events, total } = await listContentEvents(context.db, page);
    return html(
      reply,
      200,
      'Content activity',
      <ContentActivityPage events={events} total={total} page={page} pageSize={CONTENT_EVENTS_PAGE_SIZE} timeZone={context.timeZone} />,
      session,
    );
  });
}
