// /admin/content: the editor's section. The site's pages, notices and gallery are edited here once the content
// calls exist; until then the section says where the content is kept.
import { useText } from '@college/web-kit';
import { Alert } from '@college/web-kit/ui';

const TEXT = {
  title: { en: 'Site content', hi: 'वेबसाइट सामग्री' },
  later: {
    en: 'Editing of pages, notices and the gallery opens here. Until then the office administrator publishes changes.',
    hi: 'पृष्ठ, सूचनाएँ और गैलरी का संपादन यहाँ खुलेगा। तब तक कार्यालय प्रशासक बदलाव प्रकाशित करते हैं।',
  },
};

export function ContentPage() {
  const { t } = useText();
  return (
    <>
      <h1>{t(TEXT.title)}</h1>
      <Alert tone="info">{t(TEXT.later)}</Alert>
    </>
  );
}
