// The printout header: the college name in Hindi (and English), accreditation grade B, the academic session (from
// the site's settings), form number.
import { useAtomValue } from 'jotai';
import styled from 'styled-components';
import { colors, splitStoreTitle } from '@college/shared-types';
import { useAcademicSession, useShell } from '@college/web-kit';
import { VerificationMark } from './verification-mark';

export const ACCREDITATION_GRADE = 'B';

const Head = styled.header`
  display: grid;
  grid-template-columns: 1fr auto;
  gap: 8px 16px;
  align-items: start;
  border-bottom: 2px solid ${colors.primary};
  padding-bottom: 8px;
  margin-bottom: 10px;
  .hindi {
    font-size: 20px;
    font-weight: 700;
    color: ${colors.primaryDark};
    margin: 0;
  }
  .english {
    font-size: 14px;
    font-weight: 600;
    margin: 2px 0;
  }
  .meta {
    margin: 2px 0;
    font-size: 12px;
  }
  .title {
    margin: 6px 0 0;
    font-size: 16px;
    font-weight: 700;
    text-transform: uppercase;
    letter-spacing: 0.03em;
  }
  @media (max-width: 479px) {
    grid-template-columns: 1fr;
  }
`;

export function CollegeHeader({
  title,
  hindiTitle,
  formNumber,
  code,
}: {
  title: string;
  hindiTitle: string;
  formNumber?: number | string;
  /** The verification code printed with its QR code. */
  code?: string | null;
}) {
  const { atoms } = useShell();
  const store = useAtomValue(atoms.store);
  const academicSession = useAcademicSession();
  const names = splitStoreTitle(store?.store_title);
  return (
    <Head>
      <div>
        <p className="hindi" lang="hi" data-testid="college-name-hi">
          {names.hindi}
        </p>
        {names.english !== names.hindi && <p className="english">{names.english}</p>}
        {store?.affiliation_info && <p className="meta">{store.affiliation_info}</p>}
        <p className="meta">
          NAAC Accredited Grade <strong data-testid="accreditation-grade">{ACCREDITATION_GRADE}</strong> · Academic Year{' '}
          <strong data-testid="academic-year">{academicSession}</strong>
          {formNumber !== undefined && (
            <>
              {' '}
              · Form No. <strong data-testid="form-number">{formNumber}</strong>
            </>
          )}
        </p>
        <h1 className="title">
          {title} <span lang="hi">/ {hindiTitle}</span>
        </h1>
      </div>
      {code && <VerificationMark code={code} />}
    </Head>
  );
}
