// Every uploaded document of the applicant shown inline, named in both languages.
import styled from 'styled-components';
import { DOCUMENT_NAMES, documentName, type AdminStudentDetail, type AdmissionFileField } from '@college/shared-types';
import { useText, tokens } from '@college/web-kit';
import { Panel } from '@college/web-kit/ui';
import { AuthorisedFile } from '../../components/authorised-file';
import { BothLanguages } from '../../components/both-languages';
import { TEXT } from './applicant-texts';

const Docs = styled.ul`
  list-style: none;
  padding: 0;
  margin: 0;
  display: grid;
  gap: ${tokens.space(2)};
  h3 {
    font-size: ${tokens.fontSize.md};
    margin: 0 0 6px;
  }
`;

/** The form's uploaded documents; its photo and signature are shown in their own places. */
function formDocuments(a: AdminStudentDetail) {
  return (a.admission?.documents ?? []).filter((d) => d.field !== 'image' && d.field !== 'signature');
}

export function DocumentsPanel({ a }: { a: AdminStudentDetail }) {
  const { t, lang } = useText();
  return (
    <Panel title={t(TEXT.documents)} id="documents">
      {a.documents.length === 0 && formDocuments(a).length === 0 ? (
        <p>{t(TEXT.noDocuments)}</p>
      ) : (
        <Docs>
          {a.documents.map((d) => (
            <li key={`p${d.id}`}>
              <h3>{documentName(d.document_name, lang)}</h3>
              <AuthorisedFile path={d.document_link} title={documentName(d.document_name, lang)} />
            </li>
          ))}
          {formDocuments(a).map((d) => {
            // Named in words in both languages (the shared table), never by the form's field key.
            const name = DOCUMENT_NAMES[d.field as AdmissionFileField];
            return (
              <li key={`a${d.field}`}>
                <h3>{name ? <BothLanguages text={name} /> : d.field}</h3>
                <AuthorisedFile path={d.document_link} title={name ? t(name) : d.field} />
              </li>
            );
          })}
        </Docs>
      )}
    </Panel>
  );
}
