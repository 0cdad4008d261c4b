import { ENQUIRY_MSG, SCREENSHOT_MAX_BYTES, ZTourEnquiry, addDays, nowIn } from '@commonshelf/shared/site/enquiries.schemas';
import { describe, expect, it } from 'vitest';
import { enquiryBody, firstWord, initialValues, sameSiteReferrer, screenshotProblem, timeZoneLabel, timeZoneOptions } from './enquiry-form-helpers';

describe('the enquiry form’s helpers', () => {
  it('takes the page of the problem from a referrer on this site only, and never the form itself', () => {
    const origin = 'http://greenwood.localhost:3000';
    expect(sameSiteReferrer('http://greenwood.localhost:3000/library/12?page=3', origin, '/report-a-problem')).toBe('http://greenwood.localhost:3000/library/12?page=3');
    expect(sameSiteReferrer('http://localhost:3000/library/12', origin, '/report-a-problem')).toBe('');
    expect(sameSiteReferrer('https://evil.example/phish', origin, '/report-a-problem')).toBe('');
    expect(sameSiteReferrer('http://greenwood.localhost:3000/report-a-problem/', origin, '/report-a-problem')).toBe('');
    expect(sameSiteReferrer('', origin, '/report-a-problem')).toBe('');
    expect(sameSiteReferrer('not a url', origin, '/report-a-problem')).toBe('');
  });

  it('checks a screenshot’s type and size before it is uploaded', () => {
    expect(screenshotProblem({ type: 'image/png', size: 1000 })).toBeNull();
    expect(screenshotProblem({ type: 'image/webp', size: SCREENSHOT_MAX_BYTES })).toBeNull();
    expect(screenshotProblem({ type: 'image/gif', size: 1000 })).toBe(ENQUIRY_MSG.screenshotType);
    expect(screenshotProblem({ type: 'image/svg+xml', size: 1000 })).toBe(ENQUIRY_MSG.screenshotType);
    expect(screenshotProblem({ type: 'image/jpeg', size: SCREENSHOT_MAX_BYTES + 1 })).toBe(ENQUIRY_MSG.screenshotTooLarge);
    expect(screenshotProblem({ type: 'image/png', size: 0 })).toBe(ENQUIRY_MSG.screenshotEmpty);
  });

  it('fills in the signed-in person and the browser’s time zone, and offers that zone and UTC', () => {
    expect(initialValues('tour', { first_name: 'Helen', last_name: 'Okafor', email: 'helen@example.org' }, { timeZone: 'Europe/London', pageUrl: '' })).toMatchObject({
      kind: 'tour',
      name: 'Helen Okafor',
      email: 'helen@example.org',
      time_zone: 'Europe/London',
      interests: [],
    });
    expect(initialValues('contact', null, { timeZone: 'UTC', pageUrl: '' })).toMatchObject({ name: '', email: '' });
    const zones = timeZoneOptions('Etc/GMT+5');
    expect(zones).toContain('UTC');
    expect(zones).toContain('Etc/GMT+5');
    expect(zones).toEqual([...zones].sort((a, b) => a.localeCompare(b)));
    expect(timeZoneLabel('America/Argentina/Buenos_Aires')).toBe('America / Argentina / Buenos Aires');
    expect(firstWord('  Ada  Okoro ')).toBe('Ada');
  });

  it('refuses a tour in the past by the visitor’s own calendar, with the shared message', () => {
    const zone = 'Asia/Tokyo';
    const today = nowIn(zone).date;
    const base = { kind: 'tour', name: 'A', email: 'a@example.org', organisation: 'X', role: 'teacher', school_size: 'under_100', preferred_time: '23:59', time_zone: zone };
    const past = ZTourEnquiry.safeParse({ ...base, preferred_date: addDays(today, -1) });
    expect(past.success).toBe(false);
    expect(past.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([['preferred_date', ENQUIRY_MSG.datePast]]);
    expect(ZTourEnquiry.safeParse({ ...base, preferred_date: addDays(today, 1) }).success).toBe(true);
  });

  it('sends JSON, or a multipart form with the screenshot and the same fields', () => {
    const input = { kind: 'problem' as const, name: 'Sam', email: 's@example.org', page_url: '', turnstile_token: 'tok', message: 'Broken' };
    expect(enquiryBody(input, null)).toBe(input);
    const file = new File([new Uint8Array([1, 2, 3])], 'shot.png', { type: 'image/png' });
    const form = enquiryBody(input, file) as FormData;
    expect(form).toBeInstanceOf(FormData);
    expect(form.get('kind')).toBe('problem');
    expect(form.get('message')).toBe('Broken');
    expect(form.get('turnstile_token')).toBe('tok');
    expect((form.get('screenshot') as File).name).toBe('shot.png');
  });
});
