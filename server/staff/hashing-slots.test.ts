import { describe, expect, it } from 'vitest';
import { createHashingSlots } from './hashing-slots';

/** A unit of work that finishes when the test says so. */
function gate() {
  let open!: () => void;
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { open, opened };
}

describe('hashing slots', () => {
  it('runs at most `concurrency` at once, queues up to `queue`, turns the rest away at once', async () => {
    const slots = createHashingSlots({ concurrency: 2, queue: 1 });
    const gates = [gate(), gate(), gate()];
    let started = 0;
    const runs = gates.map((g, index) =>
      slots.run(async () => {
        started += 1;
        await g.opened;
        return index;
      }),
    );
    const turnedAway = await slots.run(async () => 'never');
    expect(turnedAway).toEqual({ busy: true });
    await Promise.resolve();
    expect(started).toBe(2);

    gates[0].open();
    expect(await runs[0]).toEqual({ busy: false, value: 0 });
    // The queued one took the freed slot.
    await expect.poll(() => started).toBe(3);
    gates[1].open();
    gates[2].open();
    expect(await Promise.all(runs.slice(1))).toEqual([
      { busy: false, value: 1 },
      { busy: false, value: 2 },
    ]);
    // All slots free again.
    expect(await slots.run(async () => 'again')).toEqual({ busy: false, value: 'again' });
  });

  it('frees the slot when the work fails', async () => {
    const slots = createHashingSlots({ concurrency: 1, queue: 0 });
    await expect(slots.run(() => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    expect(await slots.run(async () => 1)).toEqual({ busy: false, value: 1 });
  });
});
