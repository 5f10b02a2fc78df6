// The office's scrutiny of the submitted form, for the student: each document the office found not acceptable with
// its reason, and any figure of the form the office verified differently from the marksheet (that figure counts).
import styled from 'styled-components';
import { colors, documentName, figureName, type Student } from '@college/shared-types';
import { useText } from '@college/web-kit';
import { Panel } from '@college/web-kit/ui';

const TEXT = {
  title: { en: 'Verification of your documents', hi: 'आपके दस्तावेज़ों का सत्यापन' },
  refused: { en: 'Not acceptable', hi: 'स्वीकार्य नहीं' },
  figures: {
    en: 'Figures the office verified from your marksheet (these count for merit)',
    hi: 'कार्यालय द्वारा आपके अंकपत्र से सत्यापित अंक (मेरिट में यही गिने जाएँगे)',
  },
  onForm: { en: 'on your form', hi: 'आपके फ़ॉर्म में' },
  verified: { en: 'verified', hi: 'सत्यापित' },
};

const List = styled.ul`
  margin: 0 0 12px;
  padding-left: 20px;
  li {
    margin: 4px 0;
  }
  .no {
    color: ${colors.danger};
    font-weight: 700;
  }
`;

export function ScrutinyCard({ student }: { student: Student }) {
  const { t, lang } = useText();
  const s = student.scrutiny;
  if (!s) return null;
  const refused = s.documents.filter((d) => d.state === 'not_acceptable');
  if (!refused.length && !s.figures.length) return null;
  return (
    <Panel title={t(TEXT.title)} id="scrutiny-card">
      {refused.length > 0 && (
        <List data-testid="refused-documents">
          {refused.map((d) => (
            <li key={d.field}>
              <strong>{documentName(d.field, lang)}</strong>: <span className="no">{t(TEXT.refused)}</span> — {d.reason}
            </li>
          ))}
        </List>
      )}
      {s.figures.length > 0 && (
        <>
          <p>{t(TEXT.figures)}</p>
          <List data-testid="verified-figures">
            {s.figures.map((f) => (
              <li key={f.field}>
                {t(figureName(f.field))}: {f.verified_value} ({t(TEXT.verified)}; {f.form_value ?? '—'} {t(TEXT.onForm)}
                ) — {f.note}
              </li>
            ))}
          </List>
        </>
      )}
    </Panel>
  );
}
