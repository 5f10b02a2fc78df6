// The enquiries sent from the public contact form, their CSV download and the office's e-mailed replies.
import { useState } from 'react';
import type { OfficeEnquiry } from '@college/shared-types';
import { useText } from '@college/web-kit';
import { Alert, Badge, Button, DataTable, Panel, TextAreaField } from '@college/web-kit/ui';
import { failureText, formatDateTime, saveBlob, todayInIndia } from '../../lib/format';
import { useOfficeApi } from '../../lib/staff-session';
import { useAction } from '../../lib/use-action';
import { COMMON } from '../../lib/texts';
import { useLoad } from '../../lib/use-load';
import { downloadCsv } from '../../api/csv';
import { getEnquiries, replyToEnquiry } from './api/enquiries';
import { TEXT, fill } from './content-page-texts';

export function EnquiriesPanel() {
  const { t, lang } = useText();
  const api = useOfficeApi();
  const load = useLoad((signal) => getEnquiries(api, signal), [api]);
  const download = useAction(TEXT.done);
  return (
    <Panel title={t(TEXT.enquiries)}>
      {load.error ? <Alert tone="error">{failureText(load.error, t)}</Alert> : null}
      {download.failure && <Alert tone="error">{download.failure}</Alert>}
      <Button
        variant="secondary"
        pending={download.pending}
        onClick={() =>
          void download.run(async () =>
            saveBlob(await downloadCsv(api, 'enquiries'), `enquiries-${todayInIndia()}.csv`),
          )
        }
      >
        {t(TEXT.csv)}
      </Button>
      <DataTable
        caption={t(TEXT.enquiries)}
        rows={load.data?.data ?? []}
        rowKey={(e) => e.id}
        empty={load.loading ? t(COMMON.loading) : t(COMMON.none)}
        columns={[
          {
            key: 'from',
            header: t(TEXT.from),
            cell: (e) => (
              <>
                {e.name}
                <br />
                {e.email} · {e.mobile}
                <br />
                {formatDateTime(e.created_at, lang)}
              </>
            ),
          },
          { key: 'message', header: t(TEXT.message), cell: (e) => e.message },
          {
            key: 'state',
            header: t(TEXT.state),
            cell: (e) => (
              <Badge $tone={e.status === 'answered' ? 'resolved' : 'pending'}>
                {t(e.status === 'answered' ? TEXT.answered : TEXT.new)}
              </Badge>
            ),
          },
          { key: 'reply', header: t(TEXT.action), cell: (e) => <ReplyForm enquiry={e} onSent={load.reload} /> },
        ]}
      />
    </Panel>
  );
}

function ReplyForm({ enquiry, onSent }: { enquiry: OfficeEnquiry; onSent: () => void }) {
  const { t } = useText();
  const api = useOfficeApi();
  const [message, setMessage] = useState('');
  const send = useAction(TEXT.done);
  if (enquiry.status === 'answered') return <span>{enquiry.reply}</span>;
  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        void send.run(() => replyToEnquiry(api, enquiry.id, message), onSent);
      }}
    >
      {send.failure && <Alert tone="error">{send.failure}</Alert>}
      <TextAreaField
        label={fill(t(TEXT.replyTo), { name: enquiry.name })}
        rows={3}
        value={message}
        onChange={(e) => setMessage(e.target.value)}
        error={send.errors.message}
      />
      <Button type="submit" small pending={send.pending}>
        {t(TEXT.sendReply)}
      </Button>
    </form>
  );
}
