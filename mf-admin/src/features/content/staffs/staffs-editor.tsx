// Staff of the faculty pages: photo, name, department, designation, stream, contacts and the bio-data PDF.
import type { KindSpec } from '../kind-editor';
import { KindEditor } from '../kind-editor';

export const STAFFS: KindSpec = {
  kind: 'staffs',
  title: { en: 'Staff', hi: 'कर्मचारी' },
  intro: {
    en: 'Teachers and staff on the faculty pages; the stream decides the page (Science, Commerce, Library, Office Work).',
    hi: 'संकाय पृष्ठों पर शिक्षक और कर्मचारी; संकाय से पृष्ठ तय होता है (Science, Commerce, Library, Office Work)।',
  },
  itemName: (r) => String(r.name),
  fields: [
    { name: 'name', label: { en: 'Name', hi: 'नाम' }, required: true, bilingual: true },
    { name: 'department', label: { en: 'Department', hi: 'विभाग' }, bilingual: true },
    { name: 'designation', label: { en: 'Designation', hi: 'पदनाम' }, bilingual: true },
    {
      name: 'stream',
      label: { en: 'Stream', hi: 'संकाय' },
      hint: { en: 'Science, Commerce, Library or Office Work', hi: 'Science, Commerce, Library या Office Work' },
    },
    { name: 'email', label: { en: 'Email', hi: 'ईमेल' }, type: 'email' },
    { name: 'mobile', label: { en: 'Mobile', hi: 'मोबाइल' }, type: 'tel' },
    { name: 'image_link', label: { en: 'Photo', hi: 'फ़ोटो' }, type: 'image' },
    { name: 'bio_data', label: { en: 'Bio-data (PDF)', hi: 'बायोडाटा (PDF)' }, type: 'pdf' },
  ],
  columns: [
    { key: 'name', header: { en: 'Name', hi: 'नाम' }, cell: (r) => String(r.name) },
    {
      key: 'post',
      header: { en: 'Department', hi: 'विभाग' },
      cell: (r) => [r.designation, r.department, r.stream].filter(Boolean).join(', '),
    },
    {
      key: 'bio',
      header: { en: 'Bio-data', hi: 'बायोडाटा' },
      cell: (r) => (r.bio_data ? '✓' : '—'),
    },
  ],
};

export function StaffsEditor() {
  return <KindEditor spec={STAFFS} />;
}
