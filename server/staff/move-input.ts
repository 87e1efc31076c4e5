import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Move } from '../db/content-order';
import { withNotice } from './page-replies';
import type { FocusedMove } from './pages/move-buttons';
import { bodyText, ROW_ID_PATTERN_SOURCE } from './staff-context';

/** Positions are counted from 1, as staff see them; no staff list comes near 100,000 entries. */
const POSITION = /^[1-9][0-9]{0,4}$/;

/** A move form's choice: `direction` (the Up and Down buttons) or `position` (where a drag dropped the entry). */
function moveOf(body: unknown): Move | undefined {
  const direction = bodyText(body, 'direction');
  if (direction === 'up' || direction === 'down') return direction;
  const position = bodyText(body, 'position');
  return POSITION.test(position) ? { to: Number(position) - 1 } : undefined;
}

const MESSAGES = {
  moved: 'The order was changed.',
  unchanged: 'The order could not be changed: the list changed meanwhile, or the entry was removed. Reload the page to see the list as it is.',
  invalid: 'Send direction (up or down) or position (a whole number from 1).',
} as const;

/** What a move did: moved (true), nothing (false), or refused for what was sent, with the reason. */
export type MoveOutcome = boolean | { refused: string };

/**
 * Where a plain form's move returns: the list with the notice, at the entry (`#<anchor>`). After a
 * button's move the address also names the entry and the button (`focus=<anchor>.<direction>`), so
 * the page puts focus back on it; the fragment then goes, since a browser skips `autofocus` on a
 * page opened at a fragment's target (focusing the button scrolls to it all the same).
 */
function moveRedirect(path: string, anchor: string, moved: boolean, move: Move | undefined): string {
  const to = withNotice(path, moved ? 'moved' : 'unchanged');
  return typeof move === 'string' ? `${to}&focus=${encodeURIComponent(`${anchor}.${move}`)}` : `${to}#${anchor}`;
}

// `<kind>-<row id>.<direction>`, e.g. `slide-3.up`: the entry's element id and the button pressed.
const FOCUS = new RegExp(`^([a-z]+-${ROW_ID_PATTERN_SOURCE})\\.(up|down)$`);

/** The entry and button a page should focus after a button's move (see moveRedirect), from its query. */
export function focusOf(query: unknown): FocusedMove | undefined {
  const raw = (query as Record<string, unknown> | undefined)?.focus;
  const match = typeof raw === 'string' ? FOCUS.exec(raw) : null;
  return match ? { anchor: match[1], direction: match[2] as FocusedMove['direction'] } : undefined;
}

/**
 * Answers a move: the drag script asks for JSON (`accept: application/json`) and gets
 * `{ message }` (200, or 400/409 when nothing moved), so it can keep the page as it is; a plain
 * form is redirected back to the list (`path`) at the entry (`anchor`, its element's id), with the notice.
 */
export async function answerMove(
  request: FastifyRequest,
  reply: FastifyReply,
  run: (move: Move) => Promise<MoveOutcome>,
  back: { path: string; anchor: string },
): Promise<FastifyReply> {
  const move = moveOf(request.body);
  const outcome = move === undefined ? { refused: MESSAGES.invalid } : await run(move);
  if (!(request.headers.accept ?? '').includes('application/json'))
    return reply
      .code(303)
      .header('location', moveRedirect(back.path, back.anchor, outcome === true, move))
      .send();
  if (typeof outcome === 'object') return reply.code(400).send({ message: outcome.refused });
  return reply.code(outcome ? 200 : 409).send({ message: outcome ? MESSAGES.moved : MESSAGES.unchanged });
}
