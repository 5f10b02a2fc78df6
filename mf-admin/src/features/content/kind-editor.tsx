// The editor of one kind of site content (sliders, gallery, videos, staff, facilities, courses, former principals,
// holidays): the list in its public order with Edit, Move up, Move down and Remove, and a form that adds a row or
// changes the one being edited. Saving publishes at once (decision 019); a 422's field errors show on the fields.
// A text the site shows in both languages has its Hindi field beside the English one, the console's language
// first (decision 029).
import { useEffect, useState, type FormEvent, type ReactNode } from 'react';
import type { Bilingual, EditorKind, ContentRow } from '@college/shared-types';
import { useText } from '@college/web-kit';
import { Alert, Button, DataTable, Panel, SelectField, TextAreaField, TextField } from '@college/web-kit/ui';
import { MediaPicker } from '../../components/media-picker';
import { failureText } from '../../lib/format';
import { useOfficeApi } from '../../lib/staff-session';
import { useAction } from '../../lib/use-action';
import { useLoad } from '../../lib/use-load';
import { COMMON } from '../../lib/texts';
import { CONTENT_TEXT } from './content-text';
import {
  createContentRow,
  deleteContentRow,
  getContentRows,
  reorderContentRows,
  updateContentRow,
} from './api/content-items';

export interface FieldSpec {
  name: string;
  label: Bilingual;
  type?: 'text' | 'textarea' | 'html' | 'image' | 'pdf' | 'select' | 'date' | 'email' | 'tel' | 'url';
  hint?: Bilingual;
  options?: ReadonlyArray<{ value: string; label: Bilingual }>;
  lang?: 'hi' | 'en';
  required?: boolean;
  /** Written in both languages: the Hindi goes in `<name>_hi`, beside this (English) field. */
  bilingual?: boolean;
}

const IN_ENGLISH = { en: 'in English', hi: 'अंग्रेज़ी में' };
const IN_HINDI = { en: 'in Hindi', hi: 'हिन्दी में' };

/** The English and Hindi fields of a text written in both languages (the Hindi one is never required). */
export function bothLanguages(field: FieldSpec): [FieldSpec, FieldSpec] {
  const named = (inLang: Bilingual) => ({
    en: `${field.label.en} ${inLang.en}`,
    hi: `${field.label.hi} ${inLang.hi}`,
  });
  return [
    { ...field, bilingual: false, lang: 'en', label: named(IN_ENGLISH) },
    { ...field, bilingual: false, name: `${field.name}_hi`, lang: 'hi', label: named(IN_HINDI), required: false },
  ];
}

/** Every field a form holds, the Hindi ones included. */
export function formFields(fields: readonly FieldSpec[]): FieldSpec[] {
  return fields.flatMap((f) => (f.bilingual ? bothLanguages(f) : [f]));
}

/**
 * One field of a form, or, for a text written in both languages, its two fields side by side (one above the other
 * on a narrow screen), the console's language first.
 */
export function FormField({
  field,
  form,
  onChange,
  errors,
}: {
  field: FieldSpec;
  form: Record<string, string>;
  onChange: (name: string, value: string) => void;
  errors: Record<string, string[]>;
}) {
  const { lang } = useText();
  const control = (f: FieldSpec) => (
    <FieldControl
      key={f.name}
      field={f}
      value={form[f.name] ?? ''}
      onChange={(v) => onChange(f.name, v)}
      error={errors[f.name]}
    />
  );
  if (!field.bilingual) return control(field);
  const [en, hi] = bothLanguages(field);
  return (
    <div
      data-testid={`pair-${field.name}`}
      style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 280px), 1fr))', gap: '0 16px' }}
    >
      {(lang === 'hi' ? [hi, en] : [en, hi]).map(control)}
    </div>
  );
}

export interface KindSpec {
  kind: EditorKind;
  title: Bilingual;
  intro?: Bilingual;
  /** What a row is called in its buttons ("Edit <name>"). */
  itemName: (row: ContentRow) => string;
  fields: readonly FieldSpec[];
  /** The list's columns besides the actions. */
  columns: ReadonlyArray<{ key: string; header: Bilingual; cell: (row: ContentRow) => ReactNode }>;
  /** Rows keep an order the office sets (holidays are by date). */
  ordered?: boolean;
  /** Above the form (e.g. the bulk upload of the gallery). */
  extra?: (reload: () => void) => ReactNode;
}

const emptyOf = (spec: KindSpec) =>
  Object.fromEntries(formFields(spec.fields).map((f) => [f.name, f.options?.[0]?.value ?? '']));

export function KindEditor({ spec }: { spec: KindSpec }) {
  const { t } = useText();
  const api = useOfficeApi();
  const load = useLoad((signal) => getContentRows(api, spec.kind, signal), [api, spec.kind]);
  const [form, setForm] = useState<Record<string, string>>(() => emptyOf(spec));
  const [editing, setEditing] = useState<ContentRow | null>(null);
  const [confirming, setConfirming] = useState<number | null>(null);
  const save = useAction(CONTENT_TEXT.savedPublished);
  const change = useAction(CONTENT_TEXT.done);
  const rows = load.data?.data ?? [];

  useEffect(() => {
    if (!editing) return;
    const title = document.getElementById(`${spec.kind}-form-heading`);
    title?.setAttribute('tabindex', '-1');
    title?.focus();
  }, [editing, spec.kind]);

  const startEdit = (row: ContentRow) => {
    setEditing(row);
    setForm(
      Object.fromEntries(formFields(spec.fields).map((f) => [f.name, row[f.name] == null ? '' : String(row[f.name])])),
    );
  };
  const stopEdit = () => {
    setEditing(null);
    setForm(emptyOf(spec));
  };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    void save.run(
      () => (editing ? updateContentRow(api, spec.kind, editing.id, form) : createContentRow(api, spec.kind, form)),
      () => {
        stopEdit();
        load.reload();
      },
    );
  };
  const move = (index: number, by: -1 | 1) => {
    const ids = rows.map((r) => String(r.id));
    const [moved] = ids.splice(index, 1);
    ids.splice(index + by, 0, moved!);
    void change.run(() => reorderContentRows(api, spec.kind, ids), load.reload);
  };
  const remove = (row: ContentRow) => {
    setConfirming(null);
    void change.run(
      () => deleteContentRow(api, spec.kind, row.id),
      () => {
        if (editing?.id === row.id) stopEdit();
        load.reload();
      },
    );
  };
  const set = (name: string) => (value: string) => setForm((f) => ({ ...f, [name]: value }));

  return (
    <>
      <h1>{t(spec.title)}</h1>
      {spec.intro && <p>{t(spec.intro)}</p>}
      <Alert tone="info">{t(CONTENT_TEXT.publishesAtOnce)}</Alert>
      {spec.extra?.(load.reload)}
      <Panel
        id={`${spec.kind}-form-heading`}
        title={editing ? `${t(CONTENT_TEXT.editItem)}: ${spec.itemName(editing)}` : t(CONTENT_TEXT.addItem)}
      >
        <form onSubmit={submit} style={{ maxWidth: 720 }} aria-labelledby={`${spec.kind}-form-heading`}>
          {save.failure && <Alert tone="error">{save.failure}</Alert>}
          {spec.fields.map((f) => (
            <FormField
              key={f.name}
              field={f}
              form={form}
              onChange={(name, value) => set(name)(value)}
              errors={save.errors}
            />
          ))}
          <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap' }}>
            <Button type="submit" pending={save.pending}>
              {t(CONTENT_TEXT.savePublish)}
            </Button>
            {editing && (
              <Button type="button" variant="secondary" onClick={stopEdit}>
                {t(COMMON.cancel)}
              </Button>
            )}
          </div>
        </form>
      </Panel>
      <Panel title={t(CONTENT_TEXT.onTheSite)}>
        {load.error ? <Alert tone="error">{failureText(load.error, t)}</Alert> : null}
        {change.failure && <Alert tone="error">{change.failure}</Alert>}
        <DataTable
          caption={t(spec.title)}
          rows={rows}
          rowKey={(r) => r.id}
          empty={load.loading ? t(COMMON.loading) : t(COMMON.none)}
          selected={(r) => r.id === editing?.id}
          columns={[
            ...spec.columns.map((c) => ({ key: c.key, header: t(c.header), cell: c.cell })),
            {
              key: 'actions',
              header: t(CONTENT_TEXT.actions),
              cell: (row: ContentRow) => {
                const index = rows.indexOf(row);
                const name = spec.itemName(row);
                return (
                  <div style={{ display: 'flex', gap: 4, flexWrap: 'wrap' }}>
                    <Button small variant="secondary" onClick={() => startEdit(row)}>
                      {t(CONTENT_TEXT.edit)}
                      <span className="sr-only">: {name}</span>
                    </Button>
                    {spec.ordered !== false && (
                      <>
                        <Button
                          small
                          variant="secondary"
                          disabled={index === 0 || change.pending}
                          onClick={() => move(index, -1)}
                        >
                          {t(CONTENT_TEXT.up)}
                          <span className="sr-only">: {name}</span>
                        </Button>
                        <Button
                          small
                          variant="secondary"
                          disabled={index === rows.length - 1 || change.pending}
                          onClick={() => move(index, 1)}
                        >
                          {t(CONTENT_TEXT.down)}
                          <span className="sr-only">: {name}</span>
                        </Button>
                      </>
                    )}
                    {confirming === row.id ? (
                      <>
                        <Button small variant="danger" onClick={() => remove(row)}>
                          {t(CONTENT_TEXT.confirmRemove)}
                          <span className="sr-only">: {name}</span>
                        </Button>
                        <Button small variant="link" onClick={() => setConfirming(null)}>
                          {t(COMMON.cancel)}
                        </Button>
                      </>
                    ) : (
                      <Button small variant="link" onClick={() => setConfirming(row.id)}>
                        {t(CONTENT_TEXT.remove)}
                        <span className="sr-only">: {name}</span>
                      </Button>
                    )}
                  </div>
                );
              },
            },
          ]}
        />
      </Panel>
    </>
  );
}

/** One field of a content form, by its type. */
export function FieldControl({
  field,
  value,
  onChange,
  error,
}: {
  field: FieldSpec;
  value: string;
  onChange: (value: string) => void;
  error?: string[];
}) {
  const { t } = useText();
  const label = `${t(field.label)}${field.required ? ' *' : ''}`;
  const hint = field.hint ? t(field.hint) : field.type === 'html' ? t(CONTENT_TEXT.htmlHint) : undefined;
  switch (field.type) {
    case 'image':
    case 'pdf':
      return <MediaPicker label={label} value={value} onChange={onChange} media={field.type} error={error} />;
    case 'textarea':
    case 'html':
      return (
        <TextAreaField
          label={label}
          hint={hint}
          lang={field.lang}
          rows={field.type === 'html' ? 8 : 3}
          value={value}
          onChange={(e) => onChange(e.target.value)}
          error={error}
        />
      );
    case 'select':
      return (
        <SelectField
          label={label}
          hint={hint}
          value={value}
          onChange={(e) => onChange(e.target.value)}
          options={(field.options ?? []).map((o) => ({ value: o.value, label: t(o.label) }))}
          error={error}
        />
      );
    default:
      return (
        <TextField
          label={label}
          hint={hint}
          lang={field.lang}
          type={
            field.type === 'date' ? 'date' : field.type === 'email' ? 'email' : field.type === 'tel' ? 'tel' : 'text'
          }
          inputMode={field.type === 'url' ? 'url' : undefined}
          value={value}
          onChange={(e) => onChange(e.target.value)}
          error={error}
        />
      );
  }
}
