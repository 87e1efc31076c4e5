import fs from 'node:fs';

// Linux reports process times in clock ticks; 100 a second on every common kernel build.
const TICKS_PER_SECOND = 100;

function statFields(pid: number): string[] | undefined {
  try {
    const text = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The command name, in brackets, may contain spaces: fields are counted after it.
    return text.slice(text.lastIndexOf(')') + 2).split(' ');
  } catch {
    return undefined;
  }
}

/** The processes whose parent is `pid` (nginx's workers under its master). */
export function childPids(pid: number): number[] {
  return fs
    .readdirSync('/proc')
    .filter((name) => /^\d+$/.test(name))
    .map(Number)
    .filter((candidate) => statFields(candidate)?.[1] === String(pid));
}

/** CPU seconds (user + system) the processes have used so far; a process that has ended counts 0. */
export function cpuSeconds(pids: readonly number[]): number {
  let ticks = 0;
  for (const pid of pids) {
    const fields = statFields(pid);
    // After the name: state(0) ppid(1) … utime(11) stime(12).
    if (fields) ticks += Number(fields[11]) + Number(fields[12]);
  }
  return ticks / TICKS_PER_SECOND;
}

/** CPU seconds the whole machine has been busy (every process, every core), from /proc/stat. */
export function machineBusySeconds(): number {
  const [, ...fields] = fs.readFileSync('/proc/stat', 'utf8').split('\n')[0].trim().split(/\s+/);
  const [user, nice, system, _idle, _iowait, irq, softirq, steal] = fields.map(Number);
  return (user + nice + system + irq + softirq + steal) / TICKS_PER_SECOND;
}
