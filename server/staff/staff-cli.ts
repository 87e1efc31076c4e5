/**
 * Staff accounts from the command line: the first account (there is no default account and none
 * in the seed), and any change when nobody can sign in as an admin. Admins otherwise manage
 * accounts on the staff area's Accounts page (account-actions.ts).
 *
 *   STAFF_PASSWORD='…' npm run staff:add -- <username> [--role admin|front-desk]   (admin unless given)
 *   STAFF_PASSWORD='…' npm run staff:passwd -- <username>    (also signs the account out everywhere)
 *   npm run staff:remove -- <username>
 *   npm run staff:list
 *
 * The password comes from STAFF_PASSWORD, never from the arguments (which other users of the
 * machine can see in the process list). The database is that of `npm start` (DATABASE_URL, else DATABASE_PATH).
 */
import { openDatabase, type ClinicDatabase } from '../db/open-database';
import { changeStaffPassword, createStaffUser, listStaffAccounts, removeStaffUser, type StaffAccount } from '../db/staff-repository';
import { hashPassword, passwordProblem } from './password-hashing';
import { ADMIN_ROLE, STAFF_ROLES, isStaffRole, roleLabel } from './staff-permissions';
import { normalizeUsername, usernameProblem } from './staff-username';

/** Who the record of account changes names for a change made here: no username can look like it. */
export const CLI_ACTOR = '(command line)';

const USAGE = `Usage:
  STAFF_PASSWORD='a long password' npm run staff:add -- <username> [--role ${STAFF_ROLES.join('|')}]
  STAFF_PASSWORD='a new long password' npm run staff:passwd -- <username>
  npm run staff:remove -- <username>
  npm run staff:list`;

export interface CliResult {
  code: number;
  output: string;
}

/** Runs one command against `db`; separated from the process so tests can call it. */
/** `--role x` or `--role=x` taken out of the arguments; undefined when not given, '' when given without a value. */
function takeRole(args: string[]): { role?: string; rest: string[] } {
  const rest: string[] = [];
  let role: string | undefined;
  for (let index = 0; index < args.length; index++) {
    const arg = args[index];
    if (arg === '--role') role = args[++index] ?? '';
    else if (arg.startsWith('--role=')) role = arg.slice('--role='.length);
    else rest.push(arg);
  }
  return { role, rest };
}

/** One line per account: username, role, and whether it can sign in. */
function listLines(accounts: StaffAccount[]): string {
  const width = Math.max(...accounts.map((account) => account.username.length));
  const roleWidth = Math.max(...accounts.map((account) => roleLabel(account.role).length));
  return accounts
    .map((account) => {
      const state = account.disabledAt ? `disabled ${account.disabledAt.slice(0, 10)} by ${account.disabledBy ?? 'unknown'}` : 'active';
      return `${account.username.padEnd(width)}  ${roleLabel(account.role).padEnd(roleWidth)}  ${state}`;
    })
    .join('\n');
}

export async function runStaffCommand(db: ClinicDatabase, args: string[], env: NodeJS.ProcessEnv): Promise<CliResult> {
  const { role = ADMIN_ROLE, rest } = takeRole(args);
  const [command, rawUsername, ...extra] = rest;
  const roleGiven = rest.length !== args.length;
  if (command === 'list' && rawUsername === undefined && !roleGiven) {
    const accounts = await listStaffAccounts(db);
    return { code: 0, output: accounts.length ? listLines(accounts) : 'No staff accounts yet.' };
  }
  if (!['add', 'passwd', 'remove'].includes(command ?? '') || !rawUsername || extra.length > 0 || (roleGiven && command !== 'add')) {
    return { code: 2, output: USAGE };
  }
  if (!isStaffRole(role)) return { code: 1, output: `There is no role "${role}". Use one of: ${STAFF_ROLES.join(', ')}.` };
  const change = { actor: CLI_ACTOR, at: new Date() };

  const username = normalizeUsername(rawUsername);
  if (command === 'remove') {
    return (await removeStaffUser(db, username, change))
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
    return (await createStaffUser(db, { username, passwordHash: hash, role }, change))
      ? { code: 0, output: `Created the account "${username}" (${roleLabel(role)}). Sign in at /staff.` }
      : { code: 1, output: `The account "${username}" exists already; use staff:passwd to change its password.` };
  }
  return (await changeStaffPassword(db, username, hash, change))
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
