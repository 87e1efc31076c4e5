import { describe, expect, it } from 'vitest';
import { WEEKDAYS } from '../../src/content/branches';
import { repositoryBranches, repositorySite } from '../../src/testing/repository-content';
import { createPageCache } from './page-cache';
import { pageGeneration } from './page-generation';

// Chandkheda closing at 9 pm, an hour before South Bopal (the clinic's hours, 8 am to 10 pm).
const branches = repositoryBranches.map((branch) =>
  branch.id === 'chandkheda' ? { ...branch, openingHours: [{ days: [...WEEKDAYS], opens: '09:00', closes: '21:00' }] } : branch,
);
const content = { site: repositorySite, branches };
/** 2026-11-26 (a Thursday) at a time on the clinic's clock (India: UTC+05:30). */
const at = (time: string) => new Date(`2026-11-26T${time}:00+05:30`);

describe('page generation', () => {
  it('stays the same while no branch opens or closes', () => {
    expect(pageGeneration('r1', at('10:00'), content)).toBe(pageGeneration('r1', at('20:59'), content));
  });

  it('moves when a branch closes, and again when the last one does', () => {
    // Chandkheda closes at 9 pm, South Bopal (the clinic's hours) at 10 pm.
    const before = pageGeneration('r1', at('20:59'), content);
    const oneClosed = pageGeneration('r1', at('21:00'), content);
    const bothClosed = pageGeneration('r1', at('22:00'), content);
    expect(new Set([before, oneClosed, bothClosed]).size).toBe(3);
  });

  it('moves with the content revision and the clinic date', () => {
    expect(pageGeneration('r2', at('10:00'), content)).not.toBe(pageGeneration('r1', at('10:00'), content));
    expect(pageGeneration('r1', new Date('2026-11-27T10:00:00+05:30'), content)).not.toBe(pageGeneration('r1', at('10:00'), content));
  });

  it('drops a cached page saying "open now" once the branch has closed', async () => {
    let now = at('20:59');
    const cache = createPageCache({ generation: async () => pageGeneration('r1', now, content) });
    cache.set(await cache.generation(), '/clinics', [], '<p>Open now, until 9 pm</p>');
    expect(cache.get(await cache.generation(), '/clinics')).toBeDefined();
    now = at('21:00');
    expect(cache.get(await cache.generation(), '/clinics')).toBeUndefined();
  });
});
