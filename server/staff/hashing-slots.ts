/**
 * Bounds the password hashes in flight. scrypt runs on libuv's worker threads (4 by default),
 * which also read files and run asynchronous zlib: a burst of sign-ins, even for usernames that do
 * not exist (they are hashed against a decoy), would otherwise fill every thread and hold up
 * everything else that needs one for as long as the burst lasts. At most `concurrency` hashes run;
 * up to `queue` more wait their turn in order; beyond that a sign-in is turned away at once, as
 * busy, without hashing anything (the caller answers 429 with Retry-After).
 */

export interface HashingSlotsOptions {
  concurrency: number;
  queue: number;
}

/** Two threads for hashing leave two for files; a queue of 6 keeps a waiting sign-in within a few seconds. */
export const DEFAULT_HASHING_SLOTS: HashingSlotsOptions = { concurrency: 2, queue: 6 };

type SlotOutcome<T> = { busy: true } | { busy: false; value: T };

export interface HashingSlots {
  run<T>(work: () => Promise<T>): Promise<SlotOutcome<T>>;
}

export function createHashingSlots({ concurrency, queue }: HashingSlotsOptions = DEFAULT_HASHING_SLOTS): HashingSlots {
  let running = 0;
  const waiting: Array<() => void> = [];

  const release = () => {
    const next = waiting.shift();
    if (next) next();
    else running -= 1;
  };

  return {
    async run(work) {
      if (running < concurrency) running += 1;
      else if (waiting.length < queue) await new Promise<void>((resolve) => waiting.push(resolve));
      else return { busy: true };
      // A slot is held here (handed over by `release` without freeing it in between).
      try {
        return { busy: false, value: await work() };
      } finally {
        release();
      }
    },
  };
}
