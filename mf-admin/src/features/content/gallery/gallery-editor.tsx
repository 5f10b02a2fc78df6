// Gallery albums: an album is the gallery title. Several photos of one album are added at once, each with its
// caption and an optional post link; single photos are changed, ordered and removed in the list.
import { useId, useState, type FormEvent } from 'react';
import { MEDIA_UPLOAD_LIMITS } from '@college/shared-types';
import { tokens, useText } from '@college/web-kit';
import { Alert, Button, Panel, TextField, buttonStyles, type ButtonStyleProps } from '@college/web-kit/ui';
import styled from 'styled-components';
import { failureText } from '../../../lib/format';
import { MediaPicker } from '../../../components/media-picker';
import { useOfficeApi } from '../../../lib/staff-session';
import { useAction } from '../../../lib/use-action';
import { CONTENT_TEXT } from '../content-text';
import { KindEditor, type KindSpec } from '../kind-editor';
import { uploadMedia } from '../../../api/media';
import { addGalleryPhotos } from '../api/content-items';

const TEXT = {
  bulk: { en: 'Add several photos to an album', hi: 'एक एल्बम में कई फ़ोटो जोड़ें' },
  album: { en: 'Album (gallery title) *', hi: 'एल्बम (गैलरी शीर्षक) *' },
  photo: { en: 'Photo {n}', hi: 'फ़ोटो {n}' },
  caption: { en: 'Caption of photo {n}', hi: 'फ़ोटो {n} का कैप्शन' },
  post: { en: 'Post link of photo {n} (optional)', hi: 'फ़ोटो {n} की पोस्ट का लिंक (वैकल्पिक)' },
  another: { en: 'Another photo', hi: 'एक और फ़ोटो' },
  removePhoto: { en: 'Remove photo {n}', hi: 'फ़ोटो {n} हटाएँ' },
  addAll: { en: 'Add the photos and publish', hi: 'फ़ोटो जोड़ें और प्रकाशित करें' },
  several: { en: 'Upload several photos at once', hi: 'एक साथ कई फ़ोटो अपलोड करें' },
  severalHint: {
    en: 'Up to 20 JPEG, PNG or WebP photos of 10 MB each; write their captions below, then add them.',
    hi: '10 MB तक की अधिकतम 20 JPEG, PNG या WebP फ़ोटो; नीचे कैप्शन लिखें, फिर जोड़ें।',
  },
  uploading: { en: 'Uploading {n}%', hi: 'अपलोड हो रहा है {n}%' },
};

const Choose = styled.label<ButtonStyleProps>`
  ${buttonStyles}
`;

const Several = styled.div`
  margin-bottom: 16px;
  input:focus-visible + label {
    outline: 3px solid ${tokens.color.accent};
    outline-offset: 2px;
  }
`;

const fill = (s: string, n: number) => s.replace('{n}', String(n));
const EMPTY_PHOTO = { image_link: '', description: '', post_link: '' };

export const GALLERY: KindSpec = {
  kind: 'gallery',
  title: { en: 'Gallery', hi: 'गैलरी' },
  intro: {
    en: 'Each album is a gallery title on the site (Annual Function, Sports Day, …). A photo with a post link opens the post.',
    hi: 'हर एल्बम साइट पर एक गैलरी शीर्षक है (वार्षिकोत्सव, खेल दिवस, …)। पोस्ट लिंक वाली फ़ोटो पोस्ट खोलती है।',
  },
  itemName: (r) => `${r.title}: ${r.description ?? r.id}`,
  fields: [
    { name: 'title', label: { en: 'Album (gallery title)', hi: 'एल्बम (गैलरी शीर्षक)' }, required: true, bilingual: true },
    { name: 'image_link', label: { en: 'Photo', hi: 'फ़ोटो' }, type: 'image', required: true },
    { name: 'description', label: { en: 'Caption', hi: 'कैप्शन' }, bilingual: true },
    { name: 'post_link', label: { en: 'Post link (optional)', hi: 'पोस्ट लिंक (वैकल्पिक)' }, type: 'url' },
  ],
  columns: [
    {
      key: 'photo',
      header: { en: 'Photo', hi: 'फ़ोटो' },
      cell: (r) => (
        <img src={String(r.image_link)} alt="" style={{ maxWidth: 96, maxHeight: 64, objectFit: 'cover' }} />
      ),
    },
    { key: 'album', header: { en: 'Album', hi: 'एल्बम' }, cell: (r) => String(r.title) },
    { key: 'caption', header: { en: 'Caption', hi: 'कैप्शन' }, cell: (r) => String(r.description ?? '') },
  ],
  extra: (reload) => <BulkUpload onAdded={reload} />,
};

function BulkUpload({ onAdded }: { onAdded: () => void }) {
  const { t } = useText();
  const api = useOfficeApi();
  const [title, setTitle] = useState('');
  const [photos, setPhotos] = useState([EMPTY_PHOTO, EMPTY_PHOTO]);
  const add = useAction(CONTENT_TEXT.savedPublished);
  const chooser = useId();
  const [progress, setProgress] = useState<number | null>(null);
  const [uploadFailure, setUploadFailure] = useState<string | null>(null);
  const uploadMany = async (files: File[]) => {
    setUploadFailure(null);
    setProgress(0);
    try {
      const data = new FormData();
      for (const f of files.slice(0, MEDIA_UPLOAD_LIMITS.maxFiles)) data.append('images', f);
      const answer = await uploadMedia(api, 'adminMediaImages', data, setProgress);
      const uploaded = answer.data.map((img) => ({ ...EMPTY_PHOTO, image_link: img.url }));
      // The empty rows give way to the uploaded photos.
      setPhotos((list) => [...list.filter((p) => p.image_link.trim()), ...uploaded]);
    } catch (e) {
      setUploadFailure(failureText(e, t));
    } finally {
      setProgress(null);
    }
  };
  const setPhoto = (i: number, key: keyof typeof EMPTY_PHOTO) => (value: string) =>
    setPhotos((list) => list.map((p, j) => (j === i ? { ...p, [key]: value } : p)));
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const chosen = photos.filter((p) => p.image_link.trim());
    void add.run(
      () => addGalleryPhotos(api, title, chosen),
      () => {
        setPhotos([EMPTY_PHOTO, EMPTY_PHOTO]);
        onAdded();
      },
    );
  };
  return (
    <Panel title={t(TEXT.bulk)}>
      <form onSubmit={submit} aria-label={t(TEXT.bulk)} style={{ maxWidth: 720 }}>
        {add.failure && <Alert tone="error">{add.failure}</Alert>}
        <TextField
          label={t(TEXT.album)}
          value={title}
          onChange={(e) => setTitle(e.target.value)}
          error={add.errors.title}
        />
        <Several>
          <input
            id={chooser}
            type="file"
            multiple
            accept="image/jpeg,image/png,image/webp"
            aria-describedby={`${chooser}-hint`}
            disabled={progress !== null}
            style={{ position: 'absolute', width: 1, height: 1, opacity: 0 }}
            onChange={(e) => {
              const files = Array.from(e.currentTarget.files ?? []);
              e.currentTarget.value = '';
              if (files.length) void uploadMany(files);
            }}
          />
          <Choose htmlFor={chooser} $variant="secondary">
            {t(TEXT.several)}
          </Choose>
          <p id={`${chooser}-hint`}>{t(TEXT.severalHint)}</p>
          {progress !== null && (
            <progress
              max={1}
              value={progress}
              aria-label={t(TEXT.uploading).replace('{n}', String(Math.round(progress * 100)))}
              style={{ display: 'block', width: '100%' }}
            />
          )}
          {uploadFailure && <Alert tone="error">{uploadFailure}</Alert>}
        </Several>
        {photos.map((p, i) => (
          <div key={i} style={{ borderTop: '1px solid', paddingTop: 8 }}>
            <MediaPicker
              label={fill(t(TEXT.photo), i + 1)}
              media="image"
              value={p.image_link}
              onChange={setPhoto(i, 'image_link')}
              error={add.errors[`photos[${i}].image_link`]}
            />
            <TextField
              label={fill(t(TEXT.caption), i + 1)}
              value={p.description}
              onChange={(e) => setPhoto(i, 'description')(e.target.value)}
            />
            <TextField
              label={fill(t(TEXT.post), i + 1)}
              inputMode="url"
              value={p.post_link}
              onChange={(e) => setPhoto(i, 'post_link')(e.target.value)}
              error={add.errors[`photos[${i}].post_link`]}
            />
            {photos.length > 1 && (
              <Button type="button" small variant="link" onClick={() => setPhotos((l) => l.filter((_, j) => j !== i))}>
                {fill(t(TEXT.removePhoto), i + 1)}
              </Button>
            )}
          </div>
        ))}
        <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap', marginTop: 8 }}>
          <Button type="button" variant="secondary" onClick={() => setPhotos((l) => [...l, EMPTY_PHOTO])}>
            {t(TEXT.another)}
          </Button>
          <Button type="submit" pending={add.pending}>
            {t(TEXT.addAll)}
          </Button>
        </div>
      </form>
    </Panel>
  );
}

export function GalleryEditor() {
  return <KindEditor spec={GALLERY} />;
}
