// Our Past Principals: the 16 former principals and their tenure (SPEC §2).
import { DataTable } from '../../components/data-table';
import { Page } from '../../components/page';
import { useText } from '@college/web-kit';

/** [English name, Hindi name, from, to]; dates day/month/year. */
const PRINCIPALS: ReadonlyArray<readonly [string, string, string, string]> = [
  ['Dr. R. K. Sharma', 'डॉ. आर. के. शर्मा', '12/08/1997', '30/06/1999'],
  ['Dr. S. P. Yadav', 'डॉ. एस. पी. यादव', '01/07/1999', '31/03/2001'],
  ['Dr. Kamla Devi Verma', 'डॉ. कमला देवी वर्मा', '01/04/2001', '30/06/2003'],
  ['Dr. A. K. Mishra', 'डॉ. ए. के. मिश्रा', '01/07/2003', '31/12/2004'],
  ['Dr. Mahesh Chandra Gupta', 'डॉ. महेश चन्द्र गुप्ता', '01/01/2005', '30/06/2006'],
  ['Dr. Ram Naresh Singh', 'डॉ. राम नरेश सिंह', '01/07/2006', '31/07/2008'],
  ['Dr. Usha Saxena', 'डॉ. उषा सक्सेना', '01/08/2008', '30/06/2010'],
  ['Dr. V. K. Tripathi', 'डॉ. वी. के. त्रिपाठी', '01/07/2010', '31/12/2011'],
  ['Dr. Sunil Kumar Agrawal', 'डॉ. सुनील कुमार अग्रवाल', '01/01/2012', '30/06/2013'],
  ['Dr. Shashi Prabha Pandey', 'डॉ. शशि प्रभा पाण्डेय', '01/07/2013', '31/03/2015'],
  ['Dr. Rajendra Prasad Maurya', 'डॉ. राजेन्द्र प्रसाद मौर्य', '01/04/2015', '30/06/2016'],
  ['Dr. Anil Kumar Chauhan', 'डॉ. अनिल कुमार चौहान', '01/07/2016', '31/12/2017'],
  ['Dr. Meena Kumari Jain', 'डॉ. मीना कुमारी जैन', '01/01/2018', '30/06/2019'],
  ['Dr. Pramod Kumar Dubey', 'डॉ. प्रमोद कुमार दुबे', '01/07/2019', '31/03/2021'],
  ['Dr. Neelam Srivastava', 'डॉ. नीलम श्रीवास्तव', '01/04/2021', '30/06/2022'],
  ['Dr. Harish Chandra Pal', 'डॉ. हरीश चन्द्र पाल', '01/07/2022', '31/03/2024'],
];

const COLUMNS = [
  { key: 'sno', label: { en: 'S.No', hi: 'क्र.सं.' } },
  { key: 'name', label: { en: 'Name', hi: 'नाम' } },
  { key: 'from', label: { en: 'From', hi: 'से' } },
  { key: 'to', label: { en: 'To', hi: 'तक' } },
];

export function PastPrincipalsPage() {
  const { lang, t } = useText();
  const rows = PRINCIPALS.map(([en, hi, from, to], i) => ({ sno: i + 1, name: lang === 'hi' ? hi : en, from, to }));
  return (
    <Page title={{ en: 'Our Past Principals', hi: 'पूर्व प्राचार्य' }}>
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
