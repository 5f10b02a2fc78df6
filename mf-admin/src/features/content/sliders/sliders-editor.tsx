// Sliders of the home page: add an image, put them in order, remove one.
import type { KindSpec } from '../kind-editor';
import { KindEditor } from '../kind-editor';

export const SLIDERS: KindSpec = {
  kind: 'sliders',
  title: { en: 'Home page sliders', hi: 'मुखपृष्ठ स्लाइडर' },
  intro: {
    en: 'The pictures that turn on the home page, in this order. Wide pictures (about 3:1) look best.',
    hi: 'मुखपृष्ठ पर बदलते चित्र, इसी क्रम में। चौड़े चित्र (लगभग 3:1) सबसे अच्छे दिखते हैं।',
  },
  itemName: (r) =>
    String(r.slider_image ?? r.id)
      .split('/')
      .pop() ?? String(r.id),
  fields: [
    { name: 'slider_image', label: { en: 'Slider image', hi: 'स्लाइडर चित्र' }, type: 'image', required: true },
    { name: 'caption', label: { en: 'Caption', hi: 'कैप्शन' }, bilingual: true },
  ],
  columns: [
    {
      key: 'image',
      header: { en: 'Image', hi: 'चित्र' },
      cell: (r) => (
        <img src={String(r.slider_image)} alt="" style={{ maxWidth: 160, maxHeight: 60, objectFit: 'cover' }} />
      ),
    },
    {
      key: 'caption',
      header: { en: 'Caption', hi: 'कैप्शन' },
      cell: (r) => [r.caption, r.caption_hi].filter(Boolean).join(' / '),
    },
    { key: 'address', header: { en: 'Address', hi: 'पता' }, cell: (r) => String(r.slider_image) },
  ],
};

export function SlidersEditor() {
  return <KindEditor spec={SLIDERS} />;
}
