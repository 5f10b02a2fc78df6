// Our Past Principals: the former principals and their tenure (SPEC §2), as the office keeps them in the console.
import type { PastPrincipal } from '@college/shared-types';
import { DataTable } from '../../components/data-table';
import { Loading } from '../../components/loading';
import { Page } from '../../components/page';
import { useText } from '@college/web-kit';
import { useContent } from '../../app/use-content';

const COLUMNS = [
  { key: 'sno', label: { en: 'S.No', hi: 'क्र.सं.' } },
  { key: 'name', label: { en: 'Name', hi: 'नाम' } },
  { key: 'from', label: { en: 'From', hi: 'से' } },
  { key: 'to', label: { en: 'To', hi: 'तक' } },
];

export function PastPrincipalsPage() {
  const { lang, t } = useText();
  const principals = useContent<PastPrincipal[]>('pastPrincipals');
  const rows = (principals.data ?? []).map((p, i) => ({
    sno: i + 1,
    name: lang === 'hi' ? p.name_hi : p.name_en,
    from: p.from_date,
    to: p.to_date ?? '',
  }));
  return (
    <Page title={{ en: 'Our Past Principals', hi: 'पूर्व प्राचार्य' }}>
      {principals.loading && <Loading />}
      {principals.failed && (
        <p role="alert">
          {t({
            en: 'The list could not be loaded. Please try again later.',
            hi: 'सूची लोड नहीं हो सकी। कृपया बाद में पुनः प्रयास करें।',
          })}
        </p>
      )}
      <DataTable
        caption={t({
          en: 'Former principals of the college and their tenure',
          hi: 'महाविद्यालय के पूर्व प्राचार्य एवं उनका कार्यकाल',
        })}
        columns={COLUMNS}
        rows={rows}
      />
    </Page>
  );
}
