// Publish or take back a notice or an event: one button, the same call, for the notice board and the events.
import type { EditorNotice } from '@college/shared-types';
import { useText } from '@college/web-kit';
import { Button } from '@college/web-kit/ui';
import { useOfficeApi } from '../../lib/staff-session';
import type { useAction } from '../../lib/use-action';
import { setNoticePublished } from './api/notices';

const TEXT = {
  publish: { en: 'Publish', hi: 'प्रकाशित करें' },
  unpublish: { en: 'Take back to draft', hi: 'प्रारूप में वापस लें' },
};

export function PublishToggle({
  notice,
  action,
  after,
}: {
  notice: Pick<EditorNotice, 'id' | 'published' | 'title_en' | 'title_hi'>;
  action: ReturnType<typeof useAction>;
  after: () => void;
}) {
  const { t } = useText();
  const api = useOfficeApi();
  return (
    <Button
      small
      variant={notice.published ? 'secondary' : 'success'}
      pending={action.pending}
      onClick={() => void action.run(() => setNoticePublished(api, notice.id, !notice.published), after)}
    >
      {t(notice.published ? TEXT.unpublish : TEXT.publish)}
      <span className="sr-only">: {notice.title_en || notice.title_hi}</span>
    </Button>
  );
}
