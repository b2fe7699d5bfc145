import { beforeEach, expect } from 'vitest';
import { appOfFile, type TestApp } from '../../helper.js';
import { formPoster, stateOf, visibleText } from './page-helper.js';

/** Wednesday 25 November 2026, 11:00 in Paris: where each test of a booking page file starts. */
export const WEDNESDAY_11H = Date.parse('2026-11-25T10:00:00Z');
export const SATURDAY = '2026-11-28';

let phoneCounter = 0;

/** A French mobile number no other test uses ("06 …" as typed, and its international form). */
export function newPhone() {
  phoneCounter += 1;
  // "69…": apart from the partners' and customers' numbers the helpers make.
  const digits = `69${String(process.pid % 1000).padStart(3, '0')}${String(phoneCounter).padStart(4, '0')}`;
  return { typed: `0${digits}`, international: `+33${digits}` };
}

/** The no-script booking steps of the restaurant's page, on the file's app `t`. */
export function bookingStepsOf(t: TestApp) {
  const open = (url: string) => t.app.inject({ method: 'GET', url });
  const postForm = formPoster(t);

  /** Chooses a time, gives a first name and a phone: the code page, and the code the phone got. */
  async function upToCode(
    publicId: string,
    choice: { date: string; time: string; covers: number },
    options: { lang?: string; phone?: ReturnType<typeof newPhone>; firstName?: string } = {},
  ) {
    const phone = options.phone ?? newPhone();
    const lang = options.lang ?? 'fr';
    const details = await open(
      `/r/${publicId}/book/details?covers=${choice.covers}&date=${choice.date}&time=${choice.time}${lang === 'en' ? '&lang=en' : ''}`,
    );
    expect(details.statusCode, details.body.slice(0, 300)).toBe(200);
    const codePage = await postForm(`/r/${publicId}/book/details`, {
      state: stateOf(details.body),
      lang,
      first_name: options.firstName ?? 'Camille',
      last_name: 'Durand',
      country_code: '+33',
      mobileno: phone.typed,
      note: 'Une chaise haute',
    });
    expect(codePage.statusCode).toBe(200);
    expect(codePage.body).toContain('name="otp"');
    return { details, codePage, phone, code: t.transport.lastCodeFor(phone.international) };
  }

  async function sendCode(publicId: string, codePage: string, code: string, lang = 'fr') {
    return postForm(`/r/${publicId}/book/code`, { state: stateOf(codePage), lang, otp: code });
  }

  return { upToCode, sendCode };
}

/**
 * A file of booking page tests: its app, on Wednesday 11:00 before each test, and what the tests
 * do with the page (open an address, read its text, post a form, go through the steps).
 */
export function bookingPageFile() {
  const t = appOfFile();
  beforeEach(() => {
    t.clock.current = WEDNESDAY_11H;
  });
  return {
    t,
    open: (url: string) => t.app.inject({ method: 'GET', url }),
    text: (html: string) => visibleText(html).replace(/\s+/g, ' '),
    postForm: formPoster(t),
    ...bookingStepsOf(t),
  };
}
