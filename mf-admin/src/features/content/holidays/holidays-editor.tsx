// The list of holidays: the PDF the public page embeds (uploaded here; the released one until then) and,
// optionally, the holidays as rows shown above it.
import { useEffect, useState } from 'react';
import { useText } from '@college/web-kit';
import { Alert, Button, Panel } from '@college/web-kit/ui';
import { MediaPicker } from '../../../components/media-picker';
import { failureText } from '../../../lib/format';
import { useOfficeApi } from '../../../lib/staff-session';
import { useAction } from '../../../lib/use-action';
import { useLoad } from '../../../lib/use-load';
import { CONTENT_TEXT } from '../content-text';
import { KindEditor, type KindSpec } from '../kind-editor';
import { getHolidaysPdf, saveHolidaysPdf } from '../api/content-items';

const TEXT = {
  pdf: { en: 'The PDF of the list of holidays', hi: 'अवकाश सूची की PDF' },
  pdfField: { en: 'List of holidays (PDF)', hi: 'अवकाश सूची (PDF)' },
  builtIn: {
    en: 'Empty: the site shows the list released with it.',
    hi: 'ख़ाली: साइट अपने साथ जारी की गई सूची दिखाती है।',
  },
  savePdf: { en: 'Save and publish the PDF', hi: 'PDF सहेजें और प्रकाशित करें' },
};

export const HOLIDAYS: KindSpec = {
  kind: 'holidays',
  title: { en: 'List of holidays', hi: 'अवकाश सूची' },
  itemName: (r) => `${r.date} ${r.name_en}`,
  ordered: false,
  fields: [
    { name: 'date', label: { en: 'Date', hi: 'दिनांक' }, type: 'date', required: true },
    { name: 'name_en', label: { en: 'Holiday in English', hi: 'अंग्रेज़ी में अवकाश' }, lang: 'en', required: true },
    { name: 'name_hi', label: { en: 'Holiday in Hindi', hi: 'हिन्दी में अवकाश' }, lang: 'hi', required: true },
  ],
  columns: [
    { key: 'date', header: { en: 'Date', hi: 'दिनांक' }, cell: (r) => String(r.date) },
    {
      key: 'name',
      header: { en: 'Holiday', hi: 'अवकाश' },
      cell: (r) => (
        <>
          <span lang="en">{String(r.name_en)}</span> / <span lang="hi">{String(r.name_hi)}</span>
        </>
      ),
    },
  ],
  extra: () => <HolidaysPdf />,
};

function HolidaysPdf() {
  const { t } = useText();
  const api = useOfficeApi();
  const load = useLoad((signal) => getHolidaysPdf(api, signal), [api]);
  const [pdf, setPdf] = useState('');
  const save = useAction(CONTENT_TEXT.savedPublished);
  const stored = load.data?.data.pdf;
  useEffect(() => {
    if (stored !== undefined) setPdf(stored);
  }, [stored]);
  return (
    <Panel title={t(TEXT.pdf)}>
      <form
        style={{ maxWidth: 720 }}
        onSubmit={(e) => {
          e.preventDefault();
          void save.run(() => saveHolidaysPdf(api, pdf), load.reload);
        }}
      >
        {load.error ? <Alert tone="error">{failureText(load.error, t)}</Alert> : null}
        {save.failure && <Alert tone="error">{save.failure}</Alert>}
        <p>{t(TEXT.builtIn)}</p>
        <MediaPicker
          label={t(TEXT.pdfField)}
          media="pdf"
          uploadTo="adminMediaDocuments"
          value={pdf}
          onChange={setPdf}
          error={save.errors.pdf}
        />
        <Button type="submit" pending={save.pending}>
          {t(TEXT.savePdf)}
        </Button>
      </form>
    </Panel>
  );
}

export function HolidaysEditor() {
  return <KindEditor spec={HOLIDAYS} />;
}
