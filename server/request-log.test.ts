import { describe, expect, it } from 'vitest';
import { urlForLog } from './request-log';

describe('urlForLog', () => {
  it("drops the staff inbox's search and filters and the thank-you page's pass", () => {
    expect(urlForLog('/staff?q=Asha+Patel&kind=contact')).toBe('/staff?…');
    expect(urlForLog('/staff/api/requests.csv?q=9876543210')).toBe('/staff/api/requests.csv?…');
    expect(urlForLog('/thank-you?t=abc.DC-7K4Q-92.sig')).toBe('/thank-you?…');
  });

  it("drops the manage link's token, on the page and its actions", () => {
    expect(urlForLog('/requests/manage?t=AAAAAAAAAAAAAAAAAAAAAA')).toBe('/requests/manage?…');
    expect(urlForLog('/requests/manage/appointment.ics?t=AAAAAAAAAAAAAAAAAAAAAA')).toBe('/requests/manage/appointment.ics?…');
  });

  it('keeps every other URL as it came, and URLs without a query', () => {
    expect(urlForLog('/blogs?search=implants')).toBe('/blogs?search=implants');
    expect(urlForLog('/staffing-news?x=1')).toBe('/staffing-news?x=1');
    expect(urlForLog('/staff/requests/DC-7K4Q-92')).toBe('/staff/requests/DC-7K4Q-92');
  });
});
