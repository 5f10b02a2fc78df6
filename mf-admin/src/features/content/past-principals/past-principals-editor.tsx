// The former principals of "Our Past Principals": names in both languages and the tenure.
import type { KindSpec } from '../kind-editor';
import { KindEditor } from '../kind-editor';

const DMY = { en: 'DD/MM/YYYY', hi: 'DD/MM/YYYY (दिन/माह/वर्ष)' };

export const PAST_PRINCIPALS: KindSpec = {
  kind: 'past-principals',
  title: { en: 'Past principals', hi: 'पूर्व प्राचार्य' },
  itemName: (r) => String(r.name_en),
  fields: [
    { name: 'name_en', label: { en: 'Name in English', hi: 'अंग्रेज़ी में नाम' }, lang: 'en', required: true },
    { name: 'name_hi', label: { en: 'Name in Hindi', hi: 'हिन्दी में नाम' }, lang: 'hi', required: true },
    { name: 'from_date', label: { en: 'From', hi: 'से' }, hint: DMY, required: true },
    { name: 'to_date', label: { en: 'To (empty: still in office)', hi: 'तक (ख़ाली: अभी पद पर)' }, hint: DMY },
  ],
  columns: [
    {
      key: 'name',
      header: { en: 'Name', hi: 'नाम' },
      cell: (r) => (
        <>
          <span lang="en">{String(r.name_en)}</span>
          <br />
          <span lang="hi">{String(r.name_hi)}</span>
        </>
      ),
    },
    { key: 'tenure', header: { en: 'Tenure', hi: 'कार्यकाल' }, cell: (r) => `${r.from_date} – ${r.to_date ?? ''}` },
  ],
};

export function PastPrincipalsEditor() {
  return <KindEditor spec={PAST_PRINCIPALS} />;
}
