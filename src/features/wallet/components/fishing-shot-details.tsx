import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { appPath } from '../../../config/paths';
import type { FishingShot } from '../../../../contract/fishing-play';
import { useFormats } from '../../../api/system/use-formats';

/** A fishing shot in the betting record (docs/decisions/0074): the fish, its multiplier, the cannon value and the outcome. */
export function FishingShotLines({ round }: { round: FishingShot }) {
  const { t } = useTranslation();
  const formats = useFormats();
  return (
    <ul className="wallet-round__lines" data-testid="fishing-record">
      <li>{t('play.fish_record_shot', { fish: t(`play.fish_species_${round.species}`), multiplier: round.multiplier, cannon: formats.money(round.cannon) })}</li>
      <li>{round.caught ? t('play.fish_record_caught', { amount: formats.money(round.win) }) : t('play.fish_record_missed')}</li>
    </ul>
  );
}

/** Once the seed is revealed: the verify screen recomputes the shot in the browser (docs/fairness.md "Fishing"). */
export function FishingVerifyLink({ round }: { round: FishingShot }) {
  const { t } = useTranslation();
  const { serverSeed, serverSeedHash, clientSeed, nonce } = round.fairness;
  if (!serverSeed) return null;
  return (
    <Link className="wallet-round__verify" href={appPath('playVerify', { engine: 'fishing', species: round.species, serverSeed, serverSeedHash, clientSeed, nonce })}>
      {t('play.verify')}
    </Link>
  );
}
