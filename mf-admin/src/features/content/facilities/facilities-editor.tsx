// Facilities: name, image, description (HTML) and order.
import type { KindSpec } from '../kind-editor';
import { KindEditor } from '../kind-editor';

export const FACILITIES: KindSpec = {
  kind: 'facilities',
  title: { en: 'Facilities', hi: 'सुविधाएँ' },
  itemName: (r) => String(r.name),
  fields: [
    { name: 'name', label: { en: 'Name', hi: 'नाम' }, required: true, bilingual: true },
    { name: 'image', label: { en: 'Image', hi: 'चित्र' }, type: 'image' },
    { name: 'description', label: { en: 'Description', hi: 'विवरण' }, type: 'html', bilingual: true },
  ],
  columns: [{ key: 'name', header: { en: 'Name', hi: 'नाम' }, cell: (r) => String(r.name) }],
};

export function FacilitiesEditor() {
  return <KindEditor spec={FACILITIES} />;
}
