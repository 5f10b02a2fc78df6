// The college's own details: the name in Hindi and English, address, phone, email, description, logo,
// affiliation, social link, the ticker (HTML) and the principal's message and photo. Saving publishes at once.
import { useEffect, useState, type FormEvent } from 'react';
import { useText } from '@college/web-kit';
import { Alert, Button, Panel } from '@college/web-kit/ui';
import { failureText } from '../../../lib/format';
import { useOfficeApi } from '../../../lib/staff-session';
import { useAction } from '../../../lib/use-action';
import { useLoad } from '../../../lib/use-load';
import { COMMON } from '../../../lib/texts';
import { CONTENT_TEXT } from '../content-text';
import { FormField, type FieldSpec } from '../kind-editor';
import { getStore, saveStore } from '../api/content-items';

const GROUPS: ReadonlyArray<{ title: { en: string; hi: string }; fields: readonly FieldSpec[] }> = [
  {
    title: { en: 'The college', hi: 'महाविद्यालय' },
    fields: [
      { name: 'title_hi', label: { en: 'Name in Hindi', hi: 'हिन्दी में नाम' }, lang: 'hi', required: true },
      { name: 'title_en', label: { en: 'Name in English', hi: 'अंग्रेज़ी में नाम' }, lang: 'en', required: true },
      { name: 'store_address', label: { en: 'Address', hi: 'पता' }, type: 'textarea' },
      { name: 'store_phone', label: { en: 'Phone', hi: 'फ़ोन' }, type: 'tel' },
      { name: 'store_email', label: { en: 'Email', hi: 'ईमेल' }, type: 'email' },
      { name: 'store_description', label: { en: 'Description', hi: 'विवरण' }, type: 'textarea' },
      { name: 'affiliation_info', label: { en: 'Affiliation', hi: 'सम्बद्धता' }, type: 'textarea' },
      { name: 'social_link', label: { en: 'Social media link', hi: 'सोशल मीडिया लिंक' }, type: 'url' },
      { name: 'store_logo', label: { en: 'Logo', hi: 'लोगो' }, type: 'image' },
      { name: 'about_image', label: { en: 'About us picture', hi: 'हमारे बारे में चित्र' }, type: 'image' },
    ],
  },
  {
    title: { en: 'Ticker', hi: 'सूचना पट्टी' },
    fields: [{ name: 'marquee', label: { en: 'Ticker text', hi: 'सूचना पट्टी का पाठ' }, type: 'html', bilingual: true }],
  },
  {
    title: { en: "Principal's message", hi: 'प्राचार्य का संदेश' },
    fields: [
      { name: 'principal_message', label: { en: 'Message', hi: 'संदेश' }, type: 'html', bilingual: true },
      { name: 'principal_image', label: { en: "Principal's photo", hi: 'प्राचार्य की फ़ोटो' }, type: 'image' },
    ],
  },
];

export function StoreEditor() {
  const { t } = useText();
  const api = useOfficeApi();
  const load = useLoad((signal) => getStore(api, signal), [api]);
  const [form, setForm] = useState<Record<string, string> | null>(null);
  const save = useAction(CONTENT_TEXT.savedPublished);
  const stored = load.data?.data;
  useEffect(() => {
    if (stored) setForm({ ...stored });
  }, [stored]);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (form) void save.run(() => saveStore(api, form), load.reload);
  };

  return (
    <>
      <h1>{t({ en: 'College details', hi: 'महाविद्यालय का विवरण' })}</h1>
      <Alert tone="info">{t(CONTENT_TEXT.publishesAtOnce)}</Alert>
      {load.error ? <Alert tone="error">{failureText(load.error, t)}</Alert> : null}
      {!form ? (
        !load.error && <p>{t(COMMON.loading)}</p>
      ) : (
        <form onSubmit={submit} style={{ maxWidth: 820 }}>
          {save.failure && <Alert tone="error">{save.failure}</Alert>}
          {GROUPS.map((g) => (
            <Panel key={g.title.en} title={t(g.title)}>
              {g.fields.map((f) => (
                <FormField
                  key={f.name}
                  field={f}
                  form={form}
                  onChange={(name, v) => setForm((old) => ({ ...old, [name]: v }))}
                  errors={save.errors}
                />
              ))}
            </Panel>
          ))}
          <Button type="submit" pending={save.pending}>
            {t(CONTENT_TEXT.savePublish)}
          </Button>
        </form>
      )}
    </>
  );
}
