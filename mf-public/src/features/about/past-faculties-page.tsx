// Our Past Faculties: former teachers and staff and their years of service.
import { DataTable } from '../../components/data-table';
import { Page } from '../../components/page';
import { useText } from '@college/web-kit';

/** [English name, Hindi name, English department, Hindi department, years]. */
const FACULTIES: ReadonlyArray<readonly [string, string, string, string, string]> = [
  ['Dr. Om Prakash Sharma', 'डॉ. ओम प्रकाश शर्मा', 'Physics', 'भौतिक विज्ञान', '1997–2016'],
  ['Shri Ramesh Chandra', 'श्री रमेश चन्द्र', 'Commerce', 'वाणिज्य', '1997–2014'],
  ['Shri Jagdish Prasad', 'श्री जगदीश प्रसाद', 'Library', 'पुस्तकालय', '1997–2012'],
  ['Dr. Saroj Bala', 'डॉ. सरोज बाला', 'Botany', 'वनस्पति विज्ञान', '1998–2019'],
  ['Dr. Vinod Kumar Rathore', 'डॉ. विनोद कुमार राठौर', 'Mathematics', 'गणित', '1999–2018'],
  ['Dr. Kiran Yadav', 'डॉ. किरन यादव', 'Chemistry', 'रसायन विज्ञान', '2001–2021'],
  ['Dr. Sushma Tiwari', 'डॉ. सुषमा तिवारी', 'Zoology', 'जन्तु विज्ञान', '2003–2022'],
  ['Dr. Alok Kumar Goel', 'डॉ. आलोक कुमार गोयल', 'Commerce', 'वाणिज्य', '2013–2020'],
];

const COLUMNS = [
  { key: 'sno', label: { en: 'S.No', hi: 'क्र.सं.' } },
  { key: 'name', label: { en: 'Name', hi: 'नाम' } },
  { key: 'department', label: { en: 'Department', hi: 'विभाग' } },
  { key: 'years', label: { en: 'Years of service', hi: 'सेवा अवधि' } },
];

export function PastFacultiesPage() {
  const { lang, t } = useText();
  const rows = FACULTIES.map(([en, hi, depEn, depHi, years], i) => ({
    sno: i + 1,
    name: lang === 'hi' ? hi : en,
    department: lang === 'hi' ? depHi : depEn,
    years,
  }));
  return (
    <Page title={{ en: 'Our Past Faculties', hi: 'पूर्व प्राध्यापक' }}>
      <DataTable
        caption={t({ en: 'Former teachers and staff of the college', hi: 'महाविद्यालय के पूर्व शिक्षक एवं कर्मचारी' })}
        columns={COLUMNS}
        rows={rows}
      />
    </Page>
  );
}
