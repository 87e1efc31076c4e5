/**
 * Staff accounts, from the command line only (there is no default account, none in the seed,
 * and no page to create one):
 *
 *   STAFF_PASSWORD='…' npm run staff:add -- <username>
 *   STAFF_PASSWORD='…' npm run staff:passwd -- <username>    (also signs the account out everywhere)
 *   npm run staff:remove -- <username>
 *   npm run staff:list
 *
 * The password comes from STAFF_PASSWORD, never from the arguments (which other users of the
 * machine can see in the process list). The database is that of `npm start` (DATABASE_URL, else DATABASE_PATH).
 */
import { openDatabase, type ClinicDatabase } from '../db/open-database';
import { changeStaffPassword, createStaffUser, listStaffUsernames, removeStaffUser } from '../db/staff-repository';
import { hashPassword, passwordProblem } from './password-hashing';
import { normalizeUsername, usernameProblem } from './staff-username';

const USAGE = `Usage:
  STAFF_PASSWORD='a long password' npm run staff:add -- <username>
  STAFF_PASSWORD='a new long password' npm run staff:passwd -- <username>
  npm run staff:remove -- <username>
  npm run staff:list`;

export interface CliResult {
  code: number;
  output: string;
}

/** Runs one command against `db`; separated from the process so tests can call it. */
export async function runStaffCommand(db: ClinicDatabase, args: string[], env: NodeJS.ProcessEnv, now = new Date()): Promise<CliResult> {
  const [command, rawUsername, ...extra] = args;
  if (command === 'list' && rawUsername === undefined) {
    const names = await listStaffUsernames(db);
    return { code: 0, output: names.length ? names.join('\n') : 'No staff accounts yet.' };
  }
  if (!['add', 'passwd', 'remove'].includes(command ?? '') || !rawUsername || extra.length > 0) return { code: 2, output: USAGE };

  const username = normalizeUsername(rawUsername);
  if (command === 'remove') {
    return (await removeStaffUser(db, username))
      ? { code: 0, output: `Removed the account "${username}" and ended its sessions.` }
      : { code: 1, output: `There is no account "${username}".` };
  }

  const problem = usernameProblem(username);
  if (command === 'add' && problem) return { code: 1, output: problem };
  const password = env.STAFF_PASSWORD;
  if (password === undefined || password === '') {
    return { code: 1, output: `Set STAFF_PASSWORD to the password (at least 12 characters).\n\n${USAGE}` };
  }
  const weak = passwordProblem(password);
  if (weak) return { code: 1, output: weak };

  const hash = await hashPassword(password);
  if (command === 'add') {
    return (await createStaffUser(db, username, hash, now))
      ? { code: 0, output: `Created the account "${username}". Sign in at /staff.` }
      : { code: 1, output: `The account "${username}" exists already; use staff:passwd to change its password.` };
  }
  return (await changeStaffPassword(db, username, hash, now))
    ? { code: 0, output: `Changed the password of "${username}" and signed it out everywhere.` }
    : { code: 1, output: `There is no account "${username}".` };
}

// Run as a script (not when a test imports it).
if (process.argv[1] && /staff-cli\.ts$/.test(process.argv[1])) {
  const db = await openDatabase();
  try {
    const { code, output } = await runStaffCommand(db, process.argv.slice(2), process.env);
    (code === 0 ? console.log : console.error)(output);
    process.exitCode = code;
  } finally {
    await db.close();
  }
}
