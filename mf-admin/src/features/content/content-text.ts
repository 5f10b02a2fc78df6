// Texts the content editors share, in English and Hindi.
import { texts } from '@college/web-kit';

export const CONTENT_TEXT = texts({
  savedPublished: { en: 'Saved and published.', hi: 'सहेजा और प्रकाशित किया गया।' },
  done: { en: 'Done.', hi: 'हो गया।' },
  publishesAtOnce: {
    en: 'Saving publishes at once: the public site shows the change within a minute, without a new release.',
    hi: 'सहेजते ही प्रकाशित होता है: सार्वजनिक साइट बिना नई रिलीज़ के एक मिनट में बदलाव दिखाती है।',
  },
  addItem: { en: 'Add', hi: 'जोड़ें' },
  editItem: { en: 'Change', hi: 'बदलें' },
  savePublish: { en: 'Save and publish', hi: 'सहेजें और प्रकाशित करें' },
  onTheSite: { en: 'On the site, in order', hi: 'साइट पर, क्रम से' },
  actions: { en: 'Actions', hi: 'कार्य' },
  edit: { en: 'Edit', hi: 'संपादित करें' },
  up: { en: 'Move up', hi: 'ऊपर करें' },
  down: { en: 'Move down', hi: 'नीचे करें' },
  remove: { en: 'Remove', hi: 'हटाएँ' },
  confirmRemove: { en: 'Yes, remove', hi: 'हाँ, हटाएँ' },
  htmlHint: {
    en: 'HTML: headings, lists, tables, links and images are kept; scripts and styles are removed when saved.',
    hi: 'HTML: शीर्षक, सूचियाँ, तालिकाएँ, लिंक और चित्र रहते हैं; स्क्रिप्ट और स्टाइल सहेजते समय हटा दिए जाते हैं।',
  },
  back: { en: 'All site content', hi: 'सभी वेबसाइट सामग्री' },
});
