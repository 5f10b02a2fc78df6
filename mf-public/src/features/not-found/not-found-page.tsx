import { useBanner } from '../../app/use-banner';
import notFoundImage from './not-found.svg';

export function NotFoundPage() {
  useBanner('404 - Page Not Found');
  return (
    <section style={{ padding: 24, textAlign: 'center' }}>
      <img src={notFoundImage} alt="" width={240} height={160} style={{ maxWidth: '100%', height: 'auto' }} />
      <h2>404 - Page Not Found</h2>
      <p>The page you are looking for does not exist.</p>
    </section>
  );
}
