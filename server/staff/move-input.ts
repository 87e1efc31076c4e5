import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Move } from '../db/content-order';
import { bodyText } from './staff-context';

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

/**
 * Answers a move: the drag script asks for JSON (`accept: application/json`) and gets
 * `{ message }` (200, or 400/409 when nothing moved), so it can keep the page as it is; a plain
 * form is redirected back to the list at the entry, with the notice.
 */
export async function answerMove(
  request: FastifyRequest,
  reply: FastifyReply,
  run: (move: Move) => Promise<boolean>,
  redirectTo: (moved: boolean) => string,
): Promise<FastifyReply> {
  const move = moveOf(request.body);
  const moved = move !== undefined && (await run(move));
  if (!(request.headers.accept ?? '').includes('application/json')) return reply.code(303).header('location', redirectTo(moved)).send();
  const outcome = move === undefined ? 'invalid' : moved ? 'moved' : 'unchanged';
  return reply.code(outcome === 'moved' ? 200 : outcome === 'invalid' ? 400 : 409).send({ message: MESSAGES[outcome] });
}
