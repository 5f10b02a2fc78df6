// How each message goes (admin): mail, SMS, both or not at all per kind, the bulk cap, and mobile verification
// by SMS at registration. The provider this server sends SMS through is shown, not chosen here (its settings are
// the server's).
import { useEffect, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { MESSAGE_KINDS, SMS_TEMPLATES, down, type MessageChannel, type MessagingSettings } from '@college/shared-types';
import { useText, tokens } from '@college/web-kit';
import { Alert, Button, Checkbox, Panel, SelectField, TextField } from '@college/web-kit/ui';
import { failureText } from '../../lib/format';
import { useOfficeApi } from '../../lib/staff-session';
import { useAction } from '../../lib/use-action';
import { useLoad } from '../../lib/use-load';
import { COMMON } from '../../lib/texts';
import { getMessagingSettings, saveMessagingSettings } from './api/messages';
import { MESSAGES_TEXT as TEXT } from './texts';

const Grid = styled.div`
  display: grid;
  grid-template-columns: repeat(3, minmax(0, 1fr));
  gap: 0 ${tokens.space(2)};
  ${down('md')} {
    grid-template-columns: 1fr 1fr;
  }
  ${down('sm')} {
    grid-template-columns: 1fr;
  }
`;

const CHANNEL_WORDS: Record<MessageChannel, { en: string; hi: string }> = {
  mail: TEXT.mail,
  sms: TEXT.sms,
  both: TEXT.both,
  off: TEXT.off,
};

export function ChannelSettings() {
  const { t } = useText();
  const api = useOfficeApi();
  const load = useLoad((signal) => getMessagingSettings(api, signal), [api]);
  const [draft, setDraft] = useState<MessagingSettings | null>(null);
  const save = useAction(TEXT.saved);
  useEffect(() => {
    if (load.data) setDraft(load.data.data);
  }, [load.data]);

  const onSave = (e: FormEvent) => {
    e.preventDefault();
    if (draft) void save.run(() => saveMessagingSettings(api, draft), load.reload);
  };

  return (
    <Panel title={t(TEXT.settings)}>
      {load.error ? <Alert tone="error">{failureText(load.error, t)}</Alert> : null}
      {load.data ? <p>{t(TEXT.provider).replace('{provider}', load.data.provider)}</p> : null}
      {draft ? (
        <form onSubmit={onSave}>
          <Grid>
            {MESSAGE_KINDS.map((kind) => (
              <SelectField
                key={kind}
                label={t(SMS_TEMPLATES[kind].label)}
                options={SMS_TEMPLATES[kind].channels.map((c) => ({ value: c, label: t(CHANNEL_WORDS[c]) }))}
                value={draft.channels[kind]}
                onChange={(e) =>
                  setDraft({ ...draft, channels: { ...draft.channels, [kind]: e.target.value as MessageChannel } })
                }
              />
            ))}
          </Grid>
          <TextField
            type="number"
            min={1}
            label={t(TEXT.cap)}
            value={String(draft.bulk_cap)}
            onChange={(e) => setDraft({ ...draft, bulk_cap: Number(e.target.value) })}
            error={save.errors.bulk_cap}
          />
          <Checkbox
            label={t(TEXT.verifyMobile)}
            checked={draft.verify_mobile}
            onChange={(e) => setDraft({ ...draft, verify_mobile: e.target.checked })}
          />
          {save.failure ? <Alert tone="error">{save.failure}</Alert> : null}
          <Button type="submit" disabled={save.pending}>
            {t(COMMON.save)}
          </Button>
        </form>
      ) : null}
    </Panel>
  );
}
