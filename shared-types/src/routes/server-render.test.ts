import { languageFromCookie } from './server-render';

describe('the language the server renders in', () => {
  it('is read from the site_lang cookie, whatever else the cookie header holds', () => {
    expect(languageFromCookie('site_lang=hi')).toBe('hi');
    expect(languageFromCookie('a=1; site_lang=en; b=2')).toBe('en');
    expect(languageFromCookie('other_site_lang=hi')).toBeNull();
    expect(languageFromCookie(undefined)).toBeNull();
    // Anything else is the default language, never an unknown one.
    expect(languageFromCookie('site_lang=fr')).toBe('en');
  });
});
