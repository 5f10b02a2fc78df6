// Mails in the student's language (decision 031): the language the student chose on the site (the site_lang cookie,
// kept with the student) comes first, the same letter in the other language below it; figures under labels in
// both languages, the student's first; a payment's mode in words, never its code; dates DD/MM/YYYY HH:mm. Read
// back from the development outbox, in Hindi and in English.
import { paymentModeLabel, type Language } from '@college/shared-types';
import { buildTestApp, type TestApp } from './helpers';
import { allowResend, post, uniqueEmail } from './accounts-fixtures';
import { bearer, createStudent, pay, postAdmission, validAdmission, verifyForm } from './admission-fixtures';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t.close();
});

interface Mail {
  subject: string;
  text: string;
  html: string;
}

async function lastMailTo(email: string): Promise<Mail> {
  const res = await t.app.inject({ method: 'GET', url: `/api/dev/outbox?to=${encodeURIComponent(email)}` });
  const mails = res.json().data as Mail[];
  const last = mails[mails.length - 1];
  if (!last) throw new Error(`no mail to ${email}`);
  return last;
}

/** The script a text begins with, leaving out addresses, codes and figures. */
function firstScript(text: string): Language | null {
  const rest = text.replace(/https?:\/\/\S+|[\w.+-]+@[\w.-]+|\b[A-Z0-9-]*\d[A-Z0-9-]*\b/g, ' ');
  const latin = rest.search(/[A-Za-z]{2,}/);
  const devanagari = rest.search(/[\u0900-\u097F]/);
  if (latin < 0 && devanagari < 0) return null;
  if (latin < 0) return 'hi';
  if (devanagari < 0) return 'en';
  return latin < devanagari ? 'en' : 'hi';
}

/** Latin words of a text, leaving out addresses, codes with a digit, amounts and a course's code in brackets. */
const hasLatin = (s: string) =>
  /[A-Za-z]{2,}/.test(s.replace(/https?:\/\/\S+|[\w.+-]+@[\w.-]+|₹|\([A-Z]{2,}\)|\b[A-Z0-9-]*\d[A-Z0-9-]*\b/g, ' '));
const hasDevanagari = (s: string) => /[\u0900-\u097F]/.test(s);

/**
 * The mail's rule in `lang`: its subject and each line in both scripts begin in `lang`; the paragraphs in one
 * language come as the whole letter in `lang`, then the same number of paragraphs in the other (a translation
 * each: no line in one language alone).
 */
function expectStudentLanguageFirst(sent: Mail, lang: Language, name?: string) {
  const other: Language = lang === 'hi' ? 'en' : 'hi';
  // The student's name is the student's, in whatever script it was written.
  const mail = name ? { ...sent, text: sent.text.split(name).join('') } : sent;
  expect(firstScript(mail.subject)).toBe(lang);
  const paragraphs = mail.text.split('\n\n').filter((p) => firstScript(p) !== null);
  const kind = (p: string): Language | 'both' => {
    const en = hasLatin(p);
    const hi = hasDevanagari(p);
    return en && hi ? 'both' : hi ? 'hi' : 'en';
  };
  const single = paragraphs.filter((p) => kind(p) !== 'both');
  const mine = single.filter((p) => kind(p) === lang);
  const theirs = single.filter((p) => kind(p) === other);
  expect(single.slice(0, mine.length).map(kind)).toEqual(mine.map(() => lang));
  expect(theirs.length).toBe(mine.length);
  for (const line of mail.text.split('\n').filter((l) => kind(l) === 'both')) {
    expect([line, firstScript(line)]).toEqual([line, lang]);
  }
  expect(mail.html).toContain(`<html lang="${lang}">`);
}

const cookie = (lang: Language) => ({ cookie: `other=1; site_lang=${lang}` });

describe.each(['hi', 'en'] as const)('mails of a student reading in %s', (lang) => {
  it('the verification code mail follows the page the code was asked from', async () => {
    const email = uniqueEmail(`otp-${lang}`);
    await allowResend(t.app, email);
    const sent = await post(
      t.app,
      '/api/v2/send-otp',
      { type_of: 'email_otp', sender: email },
      { headers: cookie(lang) },
    );
    expect(sent.statusCode).toBe(200);
    const mail = await lastMailTo(email);
    expectStudentLanguageFirst(mail, lang);
    // Every line has its translation: the English "ignore this mail" is no longer alone in a Hindi mail.
    expect(mail.text).toContain(lang === 'hi' ? 'इस मेल को अनदेखा करें' : 'ignore this mail');
  });

  it('the receipt, mailed by the gateway call (no cookie), reads in the language kept from the student', async () => {
    const s = await createStudent(t.app, { name: lang === 'hi' ? 'रीना देवी' : 'Reena Devi' });
    // The student's own call carries the cookie: the language is kept with the student.
    const user = await t.app.inject({
      method: 'GET',
      url: '/api/v2/get-user',
      headers: { ...bearer(s.token), ...cookie(lang) },
    });
    expect(user.statusCode).toBe(200);
    const row = await t.app.db
      .selectFrom('students')
      .select('language')
      .where('id', '=', s.id)
      .executeTakeFirstOrThrow();
    expect(row.language).toBe(lang);
    const { txnid } = await pay(t.app, s.token, 'registration');
    const mail = await lastMailTo(s.email);
    expectStudentLanguageFirst(mail, lang, s.name);
    expect(mail.text).toContain(txnid);
    // The mode in words, both languages, the student's first; never the gateway's code.
    const mode = paymentModeLabel('CC');
    expect(mail.text).toContain(
      lang === 'hi' ? `माध्यम / Mode: ${mode.hi} / ${mode.en}` : `Mode / माध्यम: ${mode.en} / ${mode.hi}`,
    );
    expect(mail.text).not.toMatch(/:\s*CC\b/);
    expect(mail.text).toMatch(/: \d{2}\/\d{2}\/\d{4} \d{2}:\d{2}\n/);
  });

  it("the form's acknowledgement and the office's verification read in the language kept", async () => {
    const s = await createStudent(t.app, {
      status: 1,
      fee_to_pay: '1250',
      name: lang === 'hi' ? 'रीना देवी' : 'Reena Devi',
    });
    await t.app.inject({ method: 'GET', url: '/api/v2/get-user', headers: { ...bearer(s.token), ...cookie(lang) } });
    // Neither call carries the cookie: the form is sent from another device, the office verifies it.
    const saved = await postAdmission(t.app, s.token, validAdmission('BCOM'));
    expect(saved.statusCode).toBe(200);
    const acknowledgement = await lastMailTo(s.email);
    expectStudentLanguageFirst(acknowledgement, lang, s.name);
    // The course by its name in each language, with its code.
    expect(acknowledgement.text).toContain(lang === 'hi' ? 'वाणिज्य स्नातक (BCOM)' : 'Bachelor of Commerce (BCOM)');
    await verifyForm(t.app, s.id);
    const verified = await lastMailTo(s.email);
    expect(verified.subject).toContain(lang === 'hi' ? 'प्रवेश फॉर्म सत्यापित' : 'Admission form verified');
    expectStudentLanguageFirst(verified, lang, s.name);
  });

  it('a forgotten password mail follows the page it was asked from', async () => {
    const s = await createStudent(t.app, { name: lang === 'hi' ? 'रीना देवी' : 'Reena Devi' });
    const res = await post(t.app, '/api/v2/reset-password', { applicant_email: s.email }, { headers: cookie(lang) });
    expect(res.statusCode).toBe(200);
    const mail = await lastMailTo(s.email);
    expectStudentLanguageFirst(mail, lang, s.name);
    expect(mail.text).toContain(lang === 'hi' ? 'आपका पासवर्ड वही रहेगा' : 'your password stays as it is');
  });
});

it('a student who never sent a language gets the mails Hindi first, as before', async () => {
  const s = await createStudent(t.app, { name: 'रीना देवी' });
  await pay(t.app, s.token, 'registration');
  expectStudentLanguageFirst(await lastMailTo(s.email), 'hi', s.name);
});
