import { heicRefusal, tooLargeRefusal, uploadAccept, UPLOAD_LIMITS } from './uploads';

describe('the upload table', () => {
  it('gives file inputs an accept= of exactly the accepted types and their extensions', () => {
    expect(uploadAccept('image')).toBe('image/jpeg,.jpg,.jpeg,image/png,.png,image/webp,.webp');
    expect(uploadAccept('document')).toBe('application/pdf,.pdf,image/jpeg,.jpg,.jpeg,image/png,.png,image/webp,.webp');
    expect(uploadAccept('image')).not.toMatch(/heic|heif|image\/\*/i);
  });

  it('names the accepted types in both languages when refusing a HEIC photo', () => {
    const photo = heicRefusal('image');
    expect(photo.en).toBe('HEIC/HEIF photos are not accepted. Photos must be JPEG, PNG or WebP images.');
    expect(photo.hi).toContain('JPEG, PNG या WebP');
    expect(heicRefusal('document').en).toContain('PDF files or JPEG, PNG or WebP');
  });

  it('states the size limit of the table', () => {
    expect(UPLOAD_LIMITS.image.maxBytes).toBe(5 * 1024 * 1024);
    expect(tooLargeRefusal('image')).toEqual({
      en: 'The file is too large. The largest allowed is 5 MB.',
      hi: 'फ़ाइल बहुत बड़ी है। अधिकतम 5 MB की फ़ाइल स्वीकार है।',
    });
  });
});
