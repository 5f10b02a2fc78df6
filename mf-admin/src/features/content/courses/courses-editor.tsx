// The public course pages: name, short name, category, subjects, description, detail and image. Seats and fees
// are kept under "Seats, fees and session".
import { Link } from '@college/web-kit/routing';
import { useText } from '@college/web-kit';
import type { KindSpec } from '../kind-editor';
import { KindEditor } from '../kind-editor';

export const COURSES: KindSpec = {
  kind: 'courses',
  title: { en: 'Courses', hi: 'पाठ्यक्रम' },
  itemName: (r) => String(r.name),
  fields: [
    { name: 'name', label: { en: 'Name', hi: 'नाम' }, required: true, bilingual: true },
    { name: 'short_name', label: { en: 'Short name (e.g. BSCBIO)', hi: 'संक्षिप्त नाम (जैसे BSCBIO)' }, required: true },
    {
      name: 'categ',
      label: { en: 'Category', hi: 'श्रेणी' },
      type: 'select',
      options: [
        { value: 'science', label: { en: 'Science', hi: 'विज्ञान' } },
        { value: 'commerce', label: { en: 'Commerce', hi: 'वाणिज्य' } },
      ],
    },
    { name: 'subjects', label: { en: 'Subjects', hi: 'विषय' }, type: 'textarea' },
    { name: 'description', label: { en: 'Description', hi: 'विवरण' }, type: 'html', bilingual: true },
    { name: 'detail', label: { en: 'Detail', hi: 'विस्तृत जानकारी' }, type: 'html', bilingual: true },
    { name: 'image', label: { en: 'Image', hi: 'चित्र' }, type: 'image' },
    { name: 'email_id', label: { en: 'Email of the department', hi: 'विभाग का ईमेल' }, type: 'email' },
  ],
  columns: [
    { key: 'name', header: { en: 'Name', hi: 'नाम' }, cell: (r) => String(r.name) },
    { key: 'short', header: { en: 'Short name', hi: 'संक्षिप्त नाम' }, cell: (r) => String(r.short_name) },
    { key: 'categ', header: { en: 'Category', hi: 'श्रेणी' }, cell: (r) => String(r.categ) },
  ],
  extra: () => <SeatsLink />,
};

function SeatsLink() {
  const { t } = useText();
  return (
    <p>
      {t({
        en: 'Seats and admission fees are kept under ',
        hi: 'सीटें और प्रवेश शुल्क यहाँ रखे जाते हैं: ',
      })}
      <Link to="/admin/settings">{t({ en: 'Seats, fees and session', hi: 'सीटें, शुल्क और सत्र' })}</Link>.{' '}
      {t({
        en: 'Changing a short name does not move its seats and fees.',
        hi: 'संक्षिप्त नाम बदलने से उसकी सीटें और शुल्क नहीं बदलते।',
      })}
    </p>
  );
}

export function CoursesEditor() {
  return <KindEditor spec={COURSES} />;
}
