import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { useQuery } from '@tanstack/react-query';
import type { GameType } from '../../../../contract';
import { vendorGameTypesQuery } from '../../../api/games/later-lists';
import { vendorGamesPath } from '../../../config/paths';

/** The game types a list of one type shows: the SPORTS list holds e-sports and cockfight too. */
function typesOfList(gameType: GameType): readonly GameType[] {
  return gameType === 'SPORTS' ? ['SPORTS', 'ESPORTS', 'COCKFIGHT'] : [gameType];
}

/**
 * A vendor's other categories (spec §7 vendor types: GET typeId 1,
 * merchant_code): on a list filtered to one vendor, links to that vendor's
 * games in each other type it runs. Nothing while the answer is missing or the
 * vendor runs no other type.
 */
export function VendorAlsoIn({ vendor, gameType }: { vendor: string; gameType: GameType }) {
  const { t } = useTranslation();
  const types = useQuery(vendorGameTypesQuery()).data;
  const entry = types?.find((e) => e.vassalage === vendor);
  if (!entry) return null;
  const own = typesOfList(gameType);
  const others = entry.gameTypes.filter((type, i) => !own.includes(type) && entry.gameTypes.indexOf(type) === i);
  if (others.length === 0) return null;
  return (
    <nav className="vendor-also" aria-label={t('games.vendor_also', { name: entry.displayName })}>
      <span className="vendor-also__title" aria-hidden="true">{t('games.vendor_also', { name: entry.displayName })}</span>
      {others.map((type) => (
        <Link key={type} className="chip" href={vendorGamesPath(type, vendor)}>
          {t(`games.type_${type}`)}
        </Link>
      ))}
    </nav>
  );
}
