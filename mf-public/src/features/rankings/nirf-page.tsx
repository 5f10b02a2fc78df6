// NIRF (SPEC §2): the documents submitted for the NIRF rankings 2024, as a table with a 'View PDF' per file.
import { DataTable } from '../../components/data-table';
import { Page } from '../../components/page';
import { useText } from '@college/web-kit';
import collegeData from './documents/nirf-college-data-2024.pdf';
import overallData from './documents/nirf-overall-data-2024.pdf';

const COLUMNS = [
  { key: 'sno', label: { en: 'S.No', hi: 'क्र.सं.' } },
  { key: 'topic', label: { en: 'Topic', hi: 'विषय' } },
  { key: 'file', label: { en: 'File', hi: 'फ़ाइल' } },
];

export function NirfPage() {
  const { t } = useText();
  const rows = [
    { sno: 1, topic: 'College Level Data Submitted for NIRF Rankings 2024', file: collegeData },
    { sno: 2, topic: 'Overall Data Submitted for NIRF Rankings 2024', file: overallData },
  ];
  return (
    <Page title={{ en: 'NIRF', hi: 'एनआईआरएफ (NIRF)' }}>
      <p>
        {t({
          en: 'Data the college submitted to the National Institutional Ranking Framework (NIRF), Ministry of Education, Government of India.',
          hi: 'राष्ट्रीय संस्थागत रैंकिंग फ़्रेमवर्क (NIRF), शिक्षा मंत्रालय, भारत सरकार को महाविद्यालय द्वारा प्रस्तुत आँकड़े।',
        })}
      </p>
      <DataTable caption={t({ en: 'NIRF Rankings 2024', hi: 'एनआईआरएफ रैंकिंग 2024' })} columns={COLUMNS} rows={rows} />
    </Page>
  );
}
