import { LANGUAGES } from '../content/language';
import {
  APPLICATION_DECISIONS,
  DLT_VARIABLE_MAX,
  MESSAGE_KINDS,
  SMS_TEMPLATES,
  SmsTemplateError,
  fitsTemplate,
  isGsmText,
  renderSms,
  smsParts,
} from './templates';
import { indianMobile } from './mobile';

/** A value of exactly a variable's registered size. */
const longest = (max: number) => '9'.repeat(max);

describe('the DLT templates', () => {
  it.each(MESSAGE_KINDS.flatMap((kind) => LANGUAGES.map((lang) => [kind, lang] as const)))(
    '%s in %s: its text with any values fits its registered template',
    (kind, lang) => {
      const t = SMS_TEMPLATES[kind];
      expect(t.id[lang]).toMatch(/^\d{19}$/);
      expect(t.text[lang].split('{#var#}')).toHaveLength(t.variables.length + 1);
      for (const v of t.variables) expect(v.max).toBeLessThanOrEqual(DLT_VARIABLE_MAX);
      // The sample, the longest values, and values longer than allowed where they are shortened.
      const sample = renderSms(kind, lang, t.sample);
      expect(fitsTemplate(t.text[lang], sample.text)).toBe(true);
      const full = Object.fromEntries(t.variables.map((v) => [v.name, longest(v.max)]));
      expect(fitsTemplate(t.text[lang], renderSms(kind, lang, full).text)).toBe(true);
      const over = Object.fromEntries(t.variables.filter((v) => v.clip).map((v) => [v.name, 'x'.repeat(80)]));
      expect(fitsTemplate(t.text[lang], renderSms(kind, lang, { ...full, ...over }).text)).toBe(true);
      // Each language in its own script: English in the GSM alphabet (one part is cheaper), Hindi in Devanagari.
      if (lang === 'en') expect(isGsmText(t.text.en.replace(/\{#var#\}/g, ''))).toBe(true);
      else expect(t.text.hi).toMatch(/[\u0900-\u097F]/);
      expect(renderSms(kind, lang, t.sample).unicode).toBe(lang === 'hi');
      expect(new Set(Object.keys(t.sample))).toEqual(new Set(t.variables.map((v) => v.name)));
      expect(t.channels).toContain(t.defaultChannel);
    },
  );

  it('gives every template id once', () => {
    const ids = MESSAGE_KINDS.flatMap((k) => LANGUAGES.map((l) => SMS_TEMPLATES[k].id[l]));
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('refuses a text that differs from its template, and a variable longer than DLT takes', () => {
    const t = SMS_TEMPLATES.admitted.text.en;
    expect(fitsTemplate(t, renderSms('admitted', 'en', SMS_TEMPLATES.admitted.sample).text)).toBe(true);
    expect(fitsTemplate(t, renderSms('admitted', 'en', SMS_TEMPLATES.admitted.sample).text + ' Welcome!')).toBe(false);
    expect(fitsTemplate(t, t.replace('{#var#}', 'x'.repeat(DLT_VARIABLE_MAX + 1)))).toBe(false);
    expect(fitsTemplate(t, t.replace('admitted', 'selected'))).toBe(false);
  });

  it('refuses a value over its size unless the variable may be shortened', () => {
    expect(() => renderSms('admitted', 'en', { name: 'A', course: 'B.A.', enrolment: 'E'.repeat(31) })).toThrow(
      SmsTemplateError,
    );
    const clipped = renderSms('admitted', 'hi', { name: 'क'.repeat(40), course: 'B.A.', enrolment: 'E1' });
    expect(clipped.text).toContain(`${'क'.repeat(29)}…`);
  });

  it('tells an approval and a rejection in each language in the registered text of application_decided', () => {
    const t = SMS_TEMPLATES.application_decided;
    expect(MESSAGE_KINDS).toContain('application_decided');
    for (const decision of Object.values(APPLICATION_DECISIONS)) {
      for (const lang of LANGUAGES) {
        const sms = renderSms('application_decided', lang, { name: 'Seema Yadav', decision });
        expect(fitsTemplate(t.text[lang], sms.text)).toBe(true);
        expect(sms.text).toContain(lang === 'en' ? `is ${decision.en}.` : `आवेदन ${decision.hi} हुआ`);
      }
    }
  });

  it('counts the parts of an SMS', () => {
    expect(smsParts('a'.repeat(160))).toBe(1);
    expect(smsParts('a'.repeat(161))).toBe(2);
    expect(smsParts('क'.repeat(70))).toBe(1);
    expect(smsParts('क'.repeat(71))).toBe(2);
  });
});

describe('an Indian mobile number', () => {
  it.each([
    ['9876543210', '9876543210'],
    ['+91 98765 43210', '9876543210'],
    ['919876543210', '9876543210'],
    ['09876543210', '9876543210'],
    ['98765-43210', '9876543210'],
  ])('takes %s as %s', (input, ten) => expect(indianMobile(input)).toBe(ten));

  it.each(['5876543210', '987654321', '98765432101', 'abcdefghij', '', '+1 9876543210', '१२३४५६७८९०'])(
    'refuses %s',
    (input) => expect(indianMobile(input)).toBeNull(),
  );
});
