import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormats } from '../../../api/system/use-formats';
import { FISH_MULTIPLIERS, FISH_SPECIES, type FishSpecies } from '../../../../contract/fishing';
import { SPECIES_LOOK } from '../model/fishing-sea';
import { drawFish, spriteSize } from './fish-art';
import { MAX_DPR } from './sea-painter';

const ICON_LENGTH = 44;

/** One species drawn still, the size of a table row; decorative (its name is written beside it). */
export function FishIcon({ species }: { species: FishSpecies }) {
  const canvas = useRef<HTMLCanvasElement>(null);
  const look = SPECIES_LOOK[species];
  // every icon drawn the same length would make the dragon a tadpole: long fish are drawn shorter and taller
  const length = ICON_LENGTH / Math.max(0.8, Math.sqrt(look.aspect * 2));
  const [width, height] = spriteSize(species, length);
  useEffect(() => {
    const element = canvas.current;
    const ctx = element?.getContext('2d');
    if (!element || !ctx) return;
    const dpr = Math.min(window.devicePixelRatio || 1, MAX_DPR);
    element.width = Math.ceil(width * dpr);
    element.height = Math.ceil(height * dpr);
    const scale = (length / 100) * dpr;
    ctx.setTransform(scale, 0, 0, scale, element.width / 2, element.height / 2);
    drawFish(ctx, species, 0);
  }, [species, length, width, height]);
  return <canvas ref={canvas} className="fish-icon" aria-hidden="true" style={{ width, height }} />;
}

/** What each fish pays and how often a shot catches it: the same RTP for every one (contract/fishing.ts). */
export function FishTable({ rtp }: { rtp: number }) {
  const { t } = useTranslation();
  const formats = useFormats();
  // a share (0.965) in the app's one percent notation
  const percent = (share: number) => formats.percent(share * 100);
  return (
    <section className="play-card" aria-labelledby="fish-table-title">
      <h2 id="fish-table-title" className="play-card__title">{t('play.fish_fish_table')}</h2>
      <table className="play-paytable fish-table">
        <thead>
          <tr><th scope="col">{t('play.fish_fish')}</th><th scope="col">{t('play.fish_pays')}</th><th scope="col">{t('play.fish_chance')}</th></tr>
        </thead>
        <tbody>
          {FISH_SPECIES.map((species) => (
            <tr key={species}>
              <th scope="row"><FishIcon species={species} /><span>{t(`play.fish_species_${species}`)}</span></th>
              <td>× {FISH_MULTIPLIERS[species]}</td>
              <td>{percent(rtp / FISH_MULTIPLIERS[species])}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <p className="play-note">{t('play.fish_rules', { rtp: percent(rtp) })}</p>
      <p className="play-note">{t('play.rtp', { rtp: percent(rtp) })}</p>
    </section>
  );
}
