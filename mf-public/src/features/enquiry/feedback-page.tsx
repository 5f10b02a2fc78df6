// Feedback (SPEC §2): the same enquiry form under the heading 'Give us Feedback here:'.
import * as css from './enquiry.module.css';
import { Page } from '../../components/page';
import { useText } from '@college/web-kit';
import { ContactDetails } from './contact-details';
import { EnquiryForm } from './enquiry-form';

export function FeedbackPage() {
  const { t } = useText();
  return (
    <Page title={{ en: 'Feedback', hi: 'प्रतिक्रिया' }}>
      <div className={css.layout}>
        <EnquiryForm heading={t({ en: 'Give us Feedback here:', hi: 'अपनी प्रतिक्रिया यहाँ दें:' })} />
        <ContactDetails />
      </div>
    </Page>
  );
}
