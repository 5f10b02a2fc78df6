// The admission form as the applicant submitted it.
import { maskAadhaar, type AdminStudentDetail } from '@college/shared-types';
import { useText } from '@college/web-kit';
import { Panel } from '@college/web-kit/ui';
import { AuthorisedFile } from '../../components/authorised-file';
import { formatRupees } from '../../lib/format';
import { COMMON } from '../../lib/texts';
import { categoryWords } from '../../lib/words';
import { TEXT } from './applicant-texts';
import { Pair, Pairs } from './pairs';

export function AdmissionForm({ a }: { a: AdminStudentDetail }) {
  const { t, lang } = useText();
  const f = a.admission;
  if (!f) {
    return (
      <Panel title={t(TEXT.form)}>
        <p>{t(TEXT.noForm)}</p>
      </Panel>
    );
  }
  const marks = (p: 'highschool' | 'i' | 'ug') => {
    const r = f as unknown as Record<string, string>;
    const obt = r[`${p}_obtmarks`];
    if (!obt) return '—';
    return `${obt}/${r[`${p}_maxmarks`] ?? ''} (${r[`${p}_percentage`] ?? ''}%) · ${r[`${p}_year`] ?? ''}`;
  };
  return (
    <Panel title={t(TEXT.form)}>
      <Pairs>
        <Pair label={t(TEXT.formNo)}>{`${f.id} · ${f.admission_code}`}</Pair>
        <Pair label={t(COMMON.course)}>{`${f.course_name} · ${f.part}`}</Pair>
        <Pair label={t(COMMON.name)}>{f.applicant_name}</Pair>
        <Pair label={t(TEXT.father)}>{f.father_name}</Pair>
        <Pair label={t(TEXT.mother)}>{f.mother_name}</Pair>
        <Pair label={t(TEXT.dob)}>{f.dob}</Pair>
        <Pair label={t(TEXT.aadhaar)}>{maskAadhaar(f.aadhar) || '—'}</Pair>
        <Pair label={t(COMMON.category)}>
          {[categoryWords(f.category, t), f.subcategory].filter(Boolean).join(' · ')}
        </Pair>
        <Pair label={t(TEXT.address)}>
          {[f.village_mohalla, f.post, f.tehsil, f.district, f.pincode].filter(Boolean).join(', ')}
        </Pair>
        <Pair label={t(TEXT.subjects)}>{f.i_subject || '—'}</Pair>
        <Pair label={t(TEXT.highSchool)}>{marks('highschool')}</Pair>
        <Pair label={t(TEXT.intermediate)}>{marks('i')}</Pair>
        <Pair label={t(TEXT.ug)}>{marks('ug')}</Pair>
        <Pair label={t(TEXT.fee)}>{formatRupees(f.fees, lang)}</Pair>
      </Pairs>
      {f.signature_file && (
        <div style={{ marginTop: 16 }}>
          <h3 style={{ fontSize: 16 }}>{t(TEXT.signature)}</h3>
          <AuthorisedFile path={f.signature_file} title={t(TEXT.signature)} height={80} />
        </div>
      )}
    </Panel>
  );
}
