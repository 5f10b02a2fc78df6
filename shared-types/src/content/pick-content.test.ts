// The one display rule of content written in both languages (decision 029).
import { pick, pickContent } from './language';
import { facilityEntries, galleryTypes } from './public-lists';

describe('pickContent', () => {
  it('gives the chosen language’s text', () => {
    expect(pickContent('hi', { en: 'Library', hi: 'पुस्तकालय' })).toBe('पुस्तकालय');
    expect(pickContent('en', { en: 'Library', hi: 'पुस्तकालय' })).toBe('Library');
  });

  it('falls back to the other language when the chosen one is empty, blank or missing', () => {
    expect(pickContent('hi', { en: 'Library', hi: '' })).toBe('Library');
    expect(pickContent('hi', { en: 'Library', hi: '   ' })).toBe('Library');
    expect(pickContent('hi', { en: 'Library', hi: null })).toBe('Library');
    expect(pickContent('hi', { en: 'Library' })).toBe('Library');
    expect(pickContent('en', { en: null, hi: 'पुस्तकालय' })).toBe('पुस्तकालय');
    expect(pickContent('en', { en: undefined, hi: 'पुस्तकालय' })).toBe('पुस्तकालय');
  });

  it('is empty when both are', () => {
    expect(pickContent('en', {})).toBe('');
    expect(pickContent('hi', { en: ' ', hi: null })).toBe('');
  });

  it('keeps the text as written (HTML included)', () => {
    expect(pickContent('hi', { en: '<p>x</p>', hi: '<p lang="hi">क</p>' })).toBe('<p lang="hi">क</p>');
  });
});

describe('pick (labels) falls back the same way', () => {
  it('a bilingual label with one half empty gives the other', () => {
    expect(pick({ en: 'Home', hi: '' }, 'hi')).toBe('Home');
    expect(pick({ en: '', hi: 'मुखपृष्ठ' }, 'en')).toBe('मुखपृष्ठ');
    expect(pick({ en: 'Home', hi: 'मुखपृष्ठ' }, 'hi')).toBe('मुखपृष्ठ');
  });
});

describe('lists behind the menu carry the office’s Hindi names', () => {
  it('facilities: bilingual when a Hindi name is written, the address from the English one', () => {
    const [hall, lab] = facilityEntries({
      facilities: [
        { id: 1, name: 'Multipurpose Hall', name_hi: 'बहुउद्देशीय हॉल' },
        { id: 2, name: 'Computer Lab', name_hi: null },
      ],
    });
    expect(hall).toMatchObject({ slug: 'multipurpose-hall', label: { en: 'Multipurpose Hall', hi: 'बहुउद्देशीय हॉल' } });
    expect(pick(hall!.label, 'hi')).toBe('बहुउद्देशीय हॉल');
    expect(lab).toMatchObject({ slug: 'computer-lab', label: 'Computer Lab' });
  });

  it('gallery albums: the Hindi name of any photo of the album', () => {
    const types = galleryTypes([
      { title: 'Sports Meet', title_hi: null },
      { title: 'Sports Meet', title_hi: 'खेलकूद प्रतियोगिता' },
      { title: 'NSS Camp' },
    ]);
    expect(types[0]).toMatchObject({ slug: 'sports-meet', title: 'Sports Meet' });
    expect(pick(types[0]!.label, 'hi')).toBe('खेलकूद प्रतियोगिता');
    expect(pick(types[0]!.label, 'en')).toBe('Sports Meet');
    expect(types[1]!.label).toBe('NSS Camp');
  });
});
