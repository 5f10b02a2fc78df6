// The gateway's return after a failed or cancelled payment. A failure gives the generic no-charge message; a cancel
// says the student cancelled it; each offers Try again, which opens the payment form of the same fee (decision 030).
import { Link, useSearchParams } from '@college/web-kit/routing';
import styled from 'styled-components';
import { colors, type PaymentPurpose } from '@college/shared-types';
import { buttonStyles, type ButtonStyleProps } from '@college/web-kit/ui';
import { usePageTitle } from '../../lib/use-page-title';
import { useText } from '@college/web-kit';
import { ResultLayout } from './result-layout';
import { useBackToDashboard } from './back-to-dashboard';

const Dashboard = styled(Link)<ButtonStyleProps>`
  ${buttonStyles}
`;

const Actions = styled.div`
  display: flex;
  gap: 12px;
  flex-wrap: wrap;
  justify-content: center;
  > * {
    flex: 1 1 160px;
  }
`;

export const FAILED_MESSAGE =
  'Your payment could not be completed. This can happen because of insufficient funds, an expired card or a ' +
  'temporary issue with the bank. No money has been charged. Please try again from your dashboard.';

const FAILED_MESSAGE_HI =
  'आपका भुगतान पूरा नहीं हो सका। ऐसा खाते में अपर्याप्त राशि, कार्ड की अवधि समाप्त होने या बैंक की किसी अस्थायी ' +
  'समस्या के कारण हो सकता है। कोई राशि नहीं काटी गई है। कृपया अपने डैशबोर्ड से फिर प्रयास करें।';
const GO_TO_DASHBOARD = { en: 'Go to Dashboard', hi: 'डैशबोर्ड पर जाएँ' };
const TRY_AGAIN = { en: 'Try again', hi: 'फिर से भुगतान करें' };

/** The student cancelled at the gateway: nothing was paid, and nothing went wrong at the bank. */
export const CANCELLED_PAGE = {
  title: 'Payment cancelled',
  hindi: 'भुगतान रद्द किया गया',
  en: 'You cancelled the payment on the payment page, so nothing was paid and no money has been taken. You can pay whenever you are ready.',
  hi: 'आपने भुगतान पृष्ठ पर भुगतान रद्द कर दिया, इसलिए कुछ जमा नहीं हुआ और कोई राशि नहीं काटी गई है। जब चाहें, फिर से भुगतान कर सकते हैं।',
} as const;

/** Where Try again leads: the payment form of the same fee. */
const PAY_PATH: Record<PaymentPurpose, string> = {
  registration: '/student/payment',
  admission: '/student/admission/payment',
};

/**
 * When the gateway's answer is not a plain failure the page must not say "no money has been charged": the bank
 * is still being asked (checking), the answer is under review (review), or the fee was already paid (refund).
 */
export const STATE_PAGES = {
  checking: {
    title: 'Checking with the bank',
    hindi: 'बैंक से पुष्टि की जा रही है',
    en: 'We have not yet received the bank’s final answer about this payment. Do not pay again: your dashboard will show the result within 15 minutes, and if the money was taken the payment is recorded.',
    hi: 'इस भुगतान पर बैंक का अंतिम उत्तर अभी नहीं मिला है। दोबारा भुगतान न करें: 15 मिनट के भीतर परिणाम आपके डैशबोर्ड पर दिखेगा, और राशि कटी है तो भुगतान दर्ज हो जाएगा।',
  },
  review: {
    title: 'Payment under review',
    hindi: 'भुगतान की जाँच हो रही है',
    en: 'The bank’s answer about this payment does not match what was asked. The accounts office will check it; if any money was taken it will be refunded or recorded.',
    hi: 'इस भुगतान पर बैंक का उत्तर माँगी गई राशि से मेल नहीं खाता। लेखा कार्यालय इसकी जाँच करेगा; यदि कोई राशि कटी है तो उसे लौटाया या दर्ज किया जाएगा।',
  },
  refund: {
    title: 'Fee already paid',
    hindi: 'शुल्क पहले ही जमा है',
    en: 'This fee was already paid. This second payment will be refunded to you; you need not do anything.',
    hi: 'यह शुल्क पहले ही जमा हो चुका है। यह दूसरा भुगतान आपको लौटा दिया जाएगा; आपको कुछ करने की आवश्यकता नहीं है।',
  },
} as const;

export function PaymentFailedPage({ purpose = 'registration' }: { purpose?: PaymentPurpose }) {
  const [params] = useSearchParams();
  const txnid = params.get('txnid');
  const stateKey = params.get('state');
  const { t, lang } = useText();
  useBackToDashboard();
  const state = stateKey && stateKey in STATE_PAGES ? STATE_PAGES[stateKey as keyof typeof STATE_PAGES] : null;
  const cancelled = stateKey === 'cancelled';
  const page = cancelled
    ? { ...CANCELLED_PAGE, kind: 'cancelled' }
    : state
      ? { ...state, kind: stateKey }
      : {
          title: 'Payment Failed',
          hindi: 'भुगतान पूरा नहीं हुआ — कोई राशि नहीं काटी गई',
          en: FAILED_MESSAGE,
          hi: FAILED_MESSAGE_HI,
          kind: 'failed',
        };
  // Paying again is offered where nothing was taken: a failure or a cancel (never while the bank is asked).
  const again = page.kind === 'failed' || page.kind === 'cancelled';
  usePageTitle(t({ en: page.title, hi: page.hindi }));
  return (
    <ResultLayout ok={false} title={page.title} hindi={page.hindi} kind={page.kind ?? 'failed'}>
      <p style={{ lineHeight: 1.6, margin: '0 0 16px' }} data-testid="result-state" lang={lang}>
        {lang === 'hi' ? page.hi : page.en}
      </p>
      {txnid && (
        <p style={{ color: colors.muted, fontSize: 14, margin: '0 0 20px', wordBreak: 'break-all' }} lang={lang}>
          {t({ en: 'Reference', hi: 'संदर्भ संख्या' })}: {txnid}
        </p>
      )}
      <Actions lang={lang}>
        {again && (
          <Dashboard to={PAY_PATH[purpose]} $variant="success" data-testid="try-again">
            {t(TRY_AGAIN)}
          </Dashboard>
        )}
        <Dashboard to="/student/dashboard" $variant={again ? 'secondary' : undefined}>
          {t(GO_TO_DASHBOARD)}
        </Dashboard>
      </Actions>
    </ResultLayout>
  );
}
