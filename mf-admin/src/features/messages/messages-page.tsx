// /admin/messages: the delivery log for the office (resend); the bulk SMS and the channels for the admin
// (decision 035).
import { useText } from '@college/web-kit';
import { useStaffSession } from '../../lib/staff-session';
import { BulkPanel } from './bulk-panel';
import { ChannelSettings } from './channel-settings';
import { MessageLog } from './message-log';
import { MESSAGES_TEXT as TEXT } from './texts';

export function MessagesPage() {
  const { t } = useText();
  const { state } = useStaffSession();
  const admin = state.status === 'ready' && state.staff.role === 'admin';
  return (
    <>
      <h1>{t(TEXT.title)}</h1>
      {admin ? <BulkPanel /> : null}
      <MessageLog />
      {admin ? <ChannelSettings /> : null}
    </>
  );
}
