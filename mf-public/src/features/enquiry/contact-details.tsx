// The college's address, phone and email from the store data, beside the enquiry form.
import { storeText } from '@college/shared-types';
import * as css from './enquiry.module.css';
import { useText } from '@college/web-kit';
import { useSite } from '../../app/use-site';

const TEXT = {
  en: {
    heading: 'Reach us',
    address: 'Address',
    phone: 'Phone',
    email: 'Email',
    hours: 'Office hours',
    hoursText: 'Monday to Saturday, 10:00 am to 4:00 pm',
    notAvailable: 'Not available',
  },
  hi: {
    heading: 'हम तक पहुँचें',
    address: 'पता',
    phone: 'फ़ोन',
    email: 'ईमेल',
    hours: 'कार्यालय समय',
    hoursText: 'सोमवार से शनिवार, प्रातः 10:00 से सायं 4:00 बजे तक',
    notAvailable: 'उपलब्ध नहीं',
  },
};

export function ContactDetails() {
  const { lang } = useText();
  const store = useSite('store');
  const x = TEXT[lang];
  const address = storeText(store?.store_address, lang);
  const phone = store?.store_phone?.trim();
  const email = store?.store_email?.trim();
  return (
    <div className={css.details}>
      <h2>{x.heading}</h2>
      <dl>
        <dt>{x.address}</dt>
        <dd lang={address ? lang : undefined}>{address || x.notAvailable}</dd>
        <dt>{x.phone}</dt>
        <dd>{phone ? <a href={`tel:${phone.replace(/[^\d+]/g, '')}`}>{phone}</a> : x.notAvailable}</dd>
        <dt>{x.email}</dt>
        <dd>{email ? <a href={`mailto:${email}`}>{email}</a> : x.notAvailable}</dd>
        <dt>{x.hours}</dt>
        <dd>{x.hoursText}</dd>
      </dl>
    </div>
  );
}
