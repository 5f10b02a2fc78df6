// For the admin: releasing a reserved category's vacant seats (all, or a number of them) to UR, after a confirmation.
import { useState, type FormEvent } from 'react';
import type { ReleaseSeatsRequest } from '@college/shared-types';
import { useText } from '@college/web-kit';
import { Button, Panel, SelectField, TextField } from '@college/web-kit/ui';
import { useOfficeApi } from '../../lib/staff-session';
import { COMPARTMENT_NAMES } from '../seat-matrix/seat-matrix-texts';
import { releaseSeats } from './api/selection';
import { FieldGrid } from './field-grid';
import type { MeritActions } from './merit-actions';
import { TEXT } from './merit-texts';
import { RESERVED, both, courseWords, type ReservedCategory } from './merit-words';

export function ReleasePanel({ course, year, actions }: { course: string; year: number; actions: MeritActions }) {
  const { t } = useText();
  const api = useOfficeApi();
  const { pending, act, confirm } = actions;
  const [releaseOf, setReleaseOf] = useState<ReservedCategory>('SC');
  const [releaseCount, setReleaseCount] = useState('');
  const [releaseBad, setReleaseBad] = useState(false);

  const release = (e: FormEvent) => {
    e.preventDefault();
    const text = releaseCount.trim();
    if (text && !/^[1-9]\d{0,4}$/.test(text)) {
      setReleaseBad(true);
      return;
    }
    setReleaseBad(false);
    const json: ReleaseSeatsRequest = text
      ? { compartment: releaseOf, seats: Number(text) }
      : { compartment: releaseOf };
    const category = COMPARTMENT_NAMES[releaseOf];
    const cw = courseWords(course);
    confirm({
      title: TEXT.confirmReleaseTitle,
      question: both(TEXT.confirmRelease, { year }, (l) => ({
        course: cw[l],
        category: category[l],
        seats: text || TEXT.allVacant[l],
      })),
      detail: TEXT.confirmReleaseDetail,
      confirm: TEXT.releaseButton,
      run: () =>
        act(
          'release',
          () => releaseSeats(api, { course, year }, json),
          () => setReleaseCount(''),
        ),
    });
  };

  return (
    <Panel title={t(TEXT.release)}>
      <p style={{ marginTop: 0 }}>{t(TEXT.releaseHint)}</p>
      <form onSubmit={release} noValidate aria-label={t(TEXT.release)}>
        <FieldGrid>
          <SelectField
            label={t(TEXT.category)}
            value={releaseOf}
            onChange={(e) => setReleaseOf(e.target.value as ReservedCategory)}
            options={RESERVED.map((c) => ({ value: c, label: t(COMPARTMENT_NAMES[c]) }))}
          />
          <TextField
            label={t(TEXT.releaseSeats)}
            inputMode="numeric"
            value={releaseCount}
            onChange={(e) => setReleaseCount(e.target.value)}
            error={releaseBad ? [t(TEXT.notWhole)] : undefined}
          />
        </FieldGrid>
        <Button type="submit" pending={pending === 'release'}>
          {t(TEXT.releaseButton)}
        </Button>
      </form>
    </Panel>
  );
}
