// The line under the admission form that says where the answers are kept: on this device (and when), and on the
// college's server once a save there has succeeded.
import { useText } from '@college/web-kit';
import { Hint } from './ui';

/** A time as the student reads it: HH:mm in India time (UTC+5:30 all year), the same in both languages. */
export function indiaClock(iso: string): string {
  const t = Date.parse(iso);
  if (Number.isNaN(t)) return '';
  const d = new Date(t + 330 * 60_000);
  return `${String(d.getUTCHours()).padStart(2, '0')}:${String(d.getUTCMinutes()).padStart(2, '0')}`;
}

export function DraftStatus({
  storageOk,
  savedAt,
  serverSavedAt,
}: {
  storageOk: boolean;
  savedAt: string | null;
  serverSavedAt: string | null;
}) {
  const { t } = useText();
  return (
    <Hint data-testid="draft-status" style={{ textAlign: 'center' }}>
      {storageOk
        ? t({
            en: `Your answers are saved on this device as you type${savedAt ? ` (last saved ${indiaClock(savedAt)})` : ''}.`,
            hi: `आपके उत्तर लिखते समय इस उपकरण पर सहेजे जाते हैं${savedAt ? ` (अंतिम बार ${indiaClock(savedAt)})` : ''}।`,
          })
        : t({
            en: 'This browser does not allow saving a draft on this device.',
            hi: 'यह ब्राउज़र इस उपकरण पर ड्राफ़्ट सहेजने नहीं देता।',
          })}{' '}
      {serverSavedAt &&
        t({
          en: 'Your form and files are also kept on the college server: sign in on any device to continue.',
          hi: 'आपका फ़ॉर्म और फ़ाइलें महाविद्यालय के सर्वर पर भी सुरक्षित हैं: किसी भी उपकरण पर लॉग इन करके आगे भरें।',
        })}
    </Hint>
  );
}
