import { useAtomValue } from 'jotai';
import { splitStoreTitle } from '@college/shared-types';
import { useShell } from '../../app/shell-context';
import { useBanner } from '../../app/use-banner';

export function HomePage() {
  const { atoms } = useShell();
  const store = useAtomValue(atoms.store);
  const names = splitStoreTitle(store?.store_title);
  useBanner(null);
  return (
    <section style={{ padding: 16, maxWidth: 1200, margin: '0 auto' }}>
      <h1 data-testid="home-title">
        <span lang="hi">{names.hindi}</span>
        <br />
        <span lang="en">{names.english}</span>
      </h1>
      {store?.store_description && <p>{store.store_description}</p>}
    </section>
  );
}
