// The printout header: the college logo, its name in Hindi and English, accreditation grade B, the academic session
// (from the site's settings), the form number and the verification mark.
import { useAtomValue } from 'jotai';
import styled from 'styled-components';
import { splitStoreTitle, storeText } from '@college/shared-types';
import { tokens, useAcademicSession, useShell, useText } from '@college/web-kit';
import { Both } from './pairs';
import { VerificationMark } from './verification-mark';

export const ACCREDITATION_GRADE = 'B';

const c = tokens.color;

const Head = styled.header`
  display: grid;
  grid-template-columns: auto 1fr auto;
  gap: 8px 14px;
  align-items: start;
  border-bottom: 2px solid ${c.primary};
  padding-bottom: 8px;
  margin-bottom: 10px;
  .logo {
    width: 64px;
    height: 64px;
    object-fit: contain;
  }
  .name {
    font-size: 20px;
    font-weight: 700;
    color: ${c.primaryDark};
    margin: 0;
  }
  .name.other {
    font-size: 14px;
    font-weight: 600;
    color: inherit;
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
    letter-spacing: 0.02em;
  }
  @media screen and (max-width: 479px) {
    grid-template-columns: auto 1fr;
    .logo {
      width: 48px;
      height: 48px;
    }
    figure {
      grid-column: 1 / -1;
      justify-self: start;
    }
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
  const { lang } = useText();
  const names = splitStoreTitle(store?.store_title);
  const hi = lang === 'hi';
  return (
    <Head>
      {store?.store_logo ? (
        <img
          className="logo"
          src={store.store_logo}
          alt=""
          data-testid="college-logo"
          onError={(e) => {
            e.currentTarget.style.display = 'none';
          }}
        />
      ) : (
        <span />
      )}
      <div>
        {/* The college's two names, the page's language first (the header of every printout). */}
        <div data-pair="">
          {[hi ? 'hindi' : 'english', hi ? 'english' : 'hindi']
            .filter((which) => which === 'hindi' || names.english !== names.hindi)
            .map((which, i) => (
              <p
                key={which}
                className={i === 0 ? 'name' : 'name other'}
                lang={which === 'hindi' ? 'hi' : 'en'}
                data-testid={which === 'hindi' ? 'college-name-hi' : 'college-name-en'}
              >
                {which === 'hindi' ? names.hindi : names.english}
              </p>
            ))}
        </div>
        {store?.affiliation_info && (
          <p className="meta" data-pair="">
            {[
              ...new Set([
                storeText(store.affiliation_info, lang),
                storeText(store.affiliation_info, hi ? 'en' : 'hi'),
              ]),
            ].join(' · ')}
          </p>
        )}
        <p className="meta">
          {hi ? (
            <>
              <span lang="hi">नैक ग्रेड</span> <strong data-testid="accreditation-grade">{ACCREDITATION_GRADE}</strong> ·{' '}
              <span lang="hi">शैक्षणिक सत्र</span> <strong data-testid="academic-year">{academicSession}</strong>
            </>
          ) : (
            <>
              NAAC Accredited Grade <strong data-testid="accreditation-grade">{ACCREDITATION_GRADE}</strong> · Academic
              Year <strong data-testid="academic-year">{academicSession}</strong>
            </>
          )}
          {formNumber !== undefined && (
            <>
              {' '}
              · {hi ? <span lang="hi">आवेदन क्रमांक</span> : 'Form No.'}{' '}
              <strong data-testid="form-number">{formNumber}</strong>
            </>
          )}
        </p>
        <Both as="h1" className="title" text={{ en: title, hi: hindiTitle }} />
      </div>
      {code && <VerificationMark code={code} />}
    </Head>
  );
}
