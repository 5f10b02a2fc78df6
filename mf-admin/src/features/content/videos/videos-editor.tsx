// The Video gallery: YouTube or Vimeo videos by their address (the public page shows them instead of the samples).
import type { KindSpec } from '../kind-editor';
import { KindEditor } from '../kind-editor';

export const VIDEOS: KindSpec = {
  kind: 'videos',
  title: { en: 'Video gallery', hi: 'वीडियो गैलरी' },
  intro: {
    en: 'Paste the address of a YouTube or Vimeo video (from the address bar or Share). Until a video is added the site shows two sample videos.',
    hi: 'YouTube या Vimeo वीडियो का पता चिपकाएँ (पता पट्टी या शेयर से)। कोई वीडियो जोड़े जाने तक साइट दो नमूना वीडियो दिखाती है।',
  },
  itemName: (r) => String(r.title),
  fields: [
    { name: 'title', label: { en: 'Title', hi: 'शीर्षक' }, required: true, bilingual: true },
    {
      name: 'url',
      label: { en: 'Video address (YouTube or Vimeo)', hi: 'वीडियो का पता (YouTube या Vimeo)' },
      type: 'url',
      hint: { en: 'e.g. https://www.youtube.com/watch?v=…', hi: 'जैसे https://www.youtube.com/watch?v=…' },
      required: true,
    },
  ],
  columns: [
    { key: 'title', header: { en: 'Title', hi: 'शीर्षक' }, cell: (r) => String(r.title) },
    {
      key: 'url',
      header: { en: 'Video', hi: 'वीडियो' },
      cell: (r) => (
        <a href={String(r.url)} target="_blank" rel="noopener noreferrer">
          {String(r.url)}
        </a>
      ),
    },
  ],
};

export function VideosEditor() {
  return <KindEditor spec={VIDEOS} />;
}
