// For the admin: publishing the next round with its payment window in India time, confirmed with the figures of a
// fresh preview (its number and its offers).
import { useState, type FormEvent } from 'react';
import type { PublishRoundRequest, RoundPreview } from '@college/shared-types';
import { useText } from '@college/web-kit';
import { Button, Panel, TextField } from '@college/web-kit/ui';
import { useOfficeApi } from '../../lib/staff-session';
import { previewRound, publishRound } from './api/selection';
import { FieldGrid } from './field-grid';
import type { MeritActions } from './merit-actions';
import { TEXT } from './merit-texts';
import { both, courseWords, indiaIso, localText } from './merit-words';

export function PublishPanel({
  course,
  year,
  actions,
  onPreview,
}: {
  course: string;
  year: number;
  actions: MeritActions;
  /** The preview shown on the page: the fresh one, then none once the round is published. */
  onPreview: (preview: RoundPreview | null) => void;
}) {
  const { t } = useText();
  const api = useOfficeApi();
  const { pending, setPending, setFailure, failureOf, act, confirm } = actions;
  const [opensAt, setOpensAt] = useState('');
  const [closesAt, setClosesAt] = useState('');
  const [windowBad, setWindowBad] = useState(false);

  const publish = async (e: FormEvent) => {
    e.preventDefault();
    const opens = indiaIso(opensAt);
    const closes = indiaIso(closesAt);
    if (!opens || !closes) {
      setWindowBad(true);
      return;
    }
    setWindowBad(false);
    setPending('publish');
    setFailure(null);
    let next: RoundPreview;
    try {
      next = (await previewRound(api, { course, year })).data;
      onPreview(next);
    } catch (error) {
      setFailure(failureOf(error));
      return;
    } finally {
      setPending(null);
    }
    const json: PublishRoundRequest = { opens_at: opens, closes_at: closes };
    const values = {
      round: next.round,
      year,
      offers: next.offers.length,
      from: localText(opensAt),
      until: localText(closesAt),
    };
    const cw = courseWords(course);
    confirm({
      title: both(TEXT.confirmPublishTitle, values),
      question: both(TEXT.confirmPublish, values, (l) => ({ course: cw[l] })),
      detail: TEXT.confirmPublishDetail,
      confirm: TEXT.publish,
      run: () =>
        act(
          'publish',
          () => publishRound(api, { course, year }, json),
          () => {
            onPreview(null);
            setOpensAt('');
            setClosesAt('');
          },
        ),
    });
  };

  return (
    <Panel title={t(TEXT.publish)}>
      <p style={{ marginTop: 0 }}>{t(TEXT.publishHint)}</p>
      <form onSubmit={(e) => void publish(e)} noValidate aria-label={t(TEXT.publish)}>
        <FieldGrid>
          <TextField
            type="datetime-local"
            label={t(TEXT.opensAt)}
            value={opensAt}
            onChange={(e) => setOpensAt(e.target.value)}
            error={windowBad && !indiaIso(opensAt) ? [t(TEXT.required)] : undefined}
          />
          <TextField
            type="datetime-local"
            label={t(TEXT.closesAt)}
            value={closesAt}
            onChange={(e) => setClosesAt(e.target.value)}
            error={windowBad && !indiaIso(closesAt) ? [t(TEXT.required)] : undefined}
          />
        </FieldGrid>
        <Button type="submit" pending={pending === 'publish'}>
          {t(TEXT.publish)}
        </Button>
      </form>
    </Panel>
  );
}
