// Useful links of the footer: a title in both languages and the address, in the order the office sets.
import { languageOfText } from '@college/shared-types';
import type { KindSpec } from '../kind-editor';
import { KindEditor } from '../kind-editor';

export const USEFUL_LINKS: KindSpec = {
  kind: 'useful-links',
  title: { en: 'Useful links', hi: 'उपयोगी लिंक' },
  intro: {
    en: 'The links in the footer of every page, in this order; each opens in a new tab.',
    hi: 'हर पृष्ठ के निचले भाग के लिंक, इसी क्रम में; हर लिंक नए टैब में खुलता है।',
  },
  itemName: (r) => String(r.title),
  fields: [
    { name: 'title', label: { en: 'Title', hi: 'शीर्षक' }, required: true, bilingual: true },
    {
      name: 'link',
      label: { en: 'Address', hi: 'पता' },
      type: 'url',
      required: true,
      hint: { en: 'Starts with https://, http:// or /', hi: 'https://, http:// या / से शुरू होता है' },
    },
  ],
  columns: [
    {
      key: 'title',
      header: { en: 'Title', hi: 'शीर्षक' },
      cell: (r) => (
        <>
          <span lang={languageOfText(String(r.title))}>{String(r.title)}</span>
          {r.title_hi ? (
            <>
              <br />
              <span lang="hi">{String(r.title_hi)}</span>
            </>
          ) : null}
        </>
      ),
    },
    { key: 'link', header: { en: 'Address', hi: 'पता' }, cell: (r) => String(r.link) },
  ],
};

export function UsefulLinksEditor() {
  return <KindEditor spec={USEFUL_LINKS} />;
}
