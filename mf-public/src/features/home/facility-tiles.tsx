// The six fixed Facilities tiles of the home page (SPEC §2).
import * as css from './home.module.css';
import { useText } from '@college/web-kit';
import { FACILITY_TILES, HOME_TEXT, type TileIcon } from './home-text';

const ICONS: Record<TileIcon, string> = {
  sports:
    'M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20zm6.9 6h-2.8a15 15 0 0 0-1.3-3.6A8 8 0 0 1 18.9 8zM12 4a13 13 0 0 1 1.9 4h-3.8A13 13 0 0 1 12 4zM4.3 14a8 8 0 0 1 0-4h3.3a16 16 0 0 0 0 4zm.8 2h2.8a15 15 0 0 0 1.3 3.6A8 8 0 0 1 5.1 16zm2.8-8H5.1a8 8 0 0 1 4.1-3.6A15 15 0 0 0 7.9 8zM12 20a13 13 0 0 1-1.9-4h3.8a13 13 0 0 1-1.9 4zm2.3-6H9.7a14 14 0 0 1 0-4h4.6a14 14 0 0 1 0 4zm.5 5.6a15 15 0 0 0 1.3-3.6h2.8a8 8 0 0 1-4.1 3.6zm1.6-5.6a16 16 0 0 0 0-4h3.3a8 8 0 0 1 0 4z',
  shield:
    'M12 2 4 5v6c0 5.5 3.4 10.3 8 11.6 4.6-1.3 8-6.1 8-11.6V5zm-1.2 14.2-3.5-3.5 1.4-1.4 2.1 2.1 4.9-4.9 1.4 1.4z',
  book: 'M18 2H7a3 3 0 0 0-3 3v14a3 3 0 0 0 3 3h13V4a2 2 0 0 0-2-2zm0 18H7a1 1 0 0 1 0-2h11zm0-4H7a3 3 0 0 0-1 .2V5a1 1 0 0 1 1-1h11z',
  support: 'M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8zm0 2c-4.4 0-8 2.2-8 5v1h16v-1c0-2.8-3.6-5-8-5z',
  flask: 'M19.8 18.4 14 10.1V4h1V2H9v2h1v6.1l-5.8 8.3A2 2 0 0 0 5.8 22h12.4a2 2 0 0 0 1.6-3.6zM12 11l1.9 2.8H10.1z',
  trophy:
    'M19 4h-2V2H7v2H5a2 2 0 0 0-2 2v1a5 5 0 0 0 4.4 5A5 5 0 0 0 11 15.9V19H7v2h10v-2h-4v-3.1a5 5 0 0 0 3.6-3.9A5 5 0 0 0 21 7V6a2 2 0 0 0-2-2zM5 7V6h2v4a3 3 0 0 1-2-3zm14 0a3 3 0 0 1-2 3V6h2z',
};

export function FacilityTiles() {
  const { t } = useText();
  return (
    <section className={css.section} aria-labelledby="facility-tiles-title">
      <h2 id="facility-tiles-title" className={css.sectionTitle}>
        {t(HOME_TEXT.facilities)}
      </h2>
      <ul className={css.tiles}>
        {FACILITY_TILES.map((tile) => (
          <li key={tile.icon} className={css.tile}>
            <svg className={css.tileIcon} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
              <path d={ICONS[tile.icon]} />
            </svg>
            <div>
              <h3>{t(tile.title)}</h3>
              <p>{t(tile.text)}</p>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
