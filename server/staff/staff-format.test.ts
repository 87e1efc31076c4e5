import { describe, expect, it } from 'vitest';
import { formatClinicTime } from './staff-format';

describe('staff times, in the clinic’s time zone', () => {
  it('writes the hour after noon and after midnight as 12, as people read a clock', () => {
    expect(formatClinicTime('2026-11-26T06:43:00.000Z', 'Asia/Kolkata')).toBe('Thu 26 Nov 2026, 12:13 pm');
    expect(formatClinicTime('2026-11-25T18:35:00.000Z', 'Asia/Kolkata')).toBe('Thu 26 Nov 2026, 12:05 am');
    expect(formatClinicTime('2026-05-10T09:00:00.000Z', 'Asia/Kolkata')).toBe('Sun 10 May 2026, 2:30 pm');
  });

  it('shows what it cannot read as it is', () => {
    expect(formatClinicTime('not a date', 'Asia/Kolkata')).toBe('not a date');
  });
});
