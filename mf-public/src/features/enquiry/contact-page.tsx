// Contact Us (SPEC §2): heading 'Contact Us', the enquiry form, and the college's contact details.
import * as css from './enquiry.module.css';
import { Page } from '../../components/page';
import { useText } from '@college/web-kit';
import { ContactDetails } from './contact-details';
import { EnquiryForm } from './enquiry-form';

const TITLE = { en: 'Contact Us', hi: 'संपर्क करें' };

export function ContactPage() {
  const { t } = useText();
  return (
    <Page title={TITLE}>
      <div className={css.layout}>
        <EnquiryForm heading={t(TITLE)} />
        <ContactDetails />
      </div>
    </Page>
  );
}
