// The gateway's return after a failed or cancelled payment: the generic no-charge message.
import { Link, useSearchParams } from '../../app/router';
import styled from 'styled-components';
import { colors } from '@college/shared-types';
import { buttonStyles, type ButtonStyleProps } from '@college/web-kit/ui';
import { usePageTitle } from '../../lib/use-page-title';
import { useText } from '@college/web-kit';
import { ResultLayout } from './result-layout';

const Dashboard = styled(Link)<ButtonStyleProps>`
  ${buttonStyles}
`;

export const FAILED_MESSAGE =
  'Your payment could not be completed. This can happen because of insufficient funds, an expired card or a ' +
  'temporary issue with the bank. No money has been charged. Please try again from your dashboard.';

const FAILED_MESSAGE_HI =
  'आपका भुगतान पूरा नहीं हो सका। ऐसा खाते में अपर्याप्त राशि, कार्ड की अवधि समाप्त होने या बैंक की किसी अस्थायी ' +
  'समस्या के कारण हो सकता है। कोई राशि नहीं काटी गई है। कृपया अपने डैशबोर्ड से फिर प्रयास करें।';
const GO_TO_DASHBOARD = { en: 'Go to Dashboard', hi: 'डैशबोर्ड पर जाएँ' };

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

export function PaymentFailedPage() {
  const [params] = useSearchParams();
  const txnid = params.get('txnid');
  const stateKey = params.get('state');
  const { t, lang } = useText();
  const state = stateKey && stateKey in STATE_PAGES ? STATE_PAGES[stateKey as keyof typeof STATE_PAGES] : null;
  usePageTitle(state ? state.title : 'Payment Failed');
  if (state) {
    return (
      <ResultLayout ok={false} title={state.title} hindi={state.hindi}>
        <p style={{ lineHeight: 1.6, margin: '0 0 16px' }} data-testid="result-state" lang={lang}>
          {lang === 'hi' ? state.hi : state.en}
        </p>
        {txnid && (
          <p style={{ color: colors.muted, fontSize: 14, margin: '0 0 20px', wordBreak: 'break-all' }}>
            {t({ en: 'Reference', hi: 'संदर्भ संख्या' })}: {txnid}
          </p>
        )}
        <Dashboard to="/student/dashboard">{t(GO_TO_DASHBOARD)}</Dashboard>
      </ResultLayout>
    );
  }
  return (
    <ResultLayout ok={false} title="Payment Failed" hindi="भुगतान पूरा नहीं हुआ — कोई राशि नहीं काटी गई">
      <p style={{ lineHeight: 1.6, margin: '0 0 16px' }} lang={lang}>
        {lang === 'hi' ? FAILED_MESSAGE_HI : FAILED_MESSAGE}
      </p>
      {txnid && (
        <p style={{ color: colors.muted, fontSize: 14, margin: '0 0 20px', wordBreak: 'break-all' }}>
          {t({ en: 'Reference', hi: 'संदर्भ संख्या' })}: {txnid}
        </p>
      )}
      <Dashboard to="/student/dashboard">{t(GO_TO_DASHBOARD)}</Dashboard>
    </ResultLayout>
  );
}
