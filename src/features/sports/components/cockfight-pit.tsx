import { useTranslation } from 'react-i18next';
import type { CockfightSide } from '../../../../contract/cockfight-round';

type PitMoment = 'betting' | 'fighting' | 'waiting' | CockfightSide;

/** One rooster, facing right, in its side's colours (Meron red, Wala blue). */
function Rooster({ body, band }: { body: string; band: string }) {
  return (
    <g>
      {/* tail feathers */}
      <path d="M-34 -6c-18-22-20-40-6-52 2 16 8 26 18 34" fill="#1d3b2a" />
      <path d="M-30 -2c-24-10-34-26-28-44 6 14 16 22 30 28" fill="#2f6b3c" />
      <path d="M-28 4c-22 0-36-12-38-28 10 10 22 14 36 14" fill={band} />
      {/* body and wing */}
      <ellipse cx="-6" cy="6" rx="32" ry="22" fill={body} />
      <path d="M-22 2c10-10 30-10 36 4-8 10-26 12-36-4z" fill="#000" opacity="0.18" />
      {/* neck and head */}
      <path d="M12 -6c6-14 10-26 20-30 8 6 8 18 2 30z" fill={body} />
      <circle cx="34" cy="-34" r="10" fill={body} />
      <path d="M28 -44c2-8 6-10 8-4 2-6 6-6 7 0 3-4 7-2 5 4z" fill="#d6262b" />
      <path d="M43 -35l10 3-10 3z" fill="#f2c14e" />
      <path d="M38 -27c2 6 0 10-3 10-2-4-1-8 3-10z" fill="#d6262b" />
      <circle cx="37" cy="-36" r="2" fill="#111" />
      {/* legs with the side's band and a gaff */}
      <path d="M-8 26v18M6 26v18" stroke="#e3b04b" strokeWidth="4" strokeLinecap="round" />
      <path d="M-12 32h8M2 32h8" stroke={band} strokeWidth="5" />
      <path d="M-8 44l-8 4M6 44l8 4M6 40l10-2" stroke="#c0c6d4" strokeWidth="2" strokeLinecap="round" />
    </g>
  );
}

/**
 * The pit, drawn (docs/decisions/0073): the ring, the two roosters facing
 * each other, and the moment of the round. While they fight they spar
 * (standing still when the member asked for less motion); the winner of a
 * round is lit, a draw lights both.
 */
export function CockfightPit({ moment, roundLabel }: { moment: PitMoment; roundLabel: string }) {
  const { t } = useTranslation();
  const lit = (side: 'meron' | 'wala') => moment === side || moment === 'draw';
  return (
    <svg className={`cf-pit cf-pit--${moment}`} viewBox="0 0 320 190" role="img" aria-label={`${roundLabel}. ${t('sports.cf_pit')}`}>
      <defs>
        <radialGradient id="cf-sand" cx="50%" cy="55%" r="60%">
          <stop offset="0%" stopColor="#d9b77c" />
          <stop offset="100%" stopColor="#8c6a3c" />
        </radialGradient>
        <radialGradient id="cf-glow" cx="50%" cy="50%" r="50%">
          <stop offset="0%" stopColor="#ffe27a" stopOpacity="0.9" />
          <stop offset="100%" stopColor="#ffe27a" stopOpacity="0" />
        </radialGradient>
      </defs>
      <rect width="320" height="190" fill="#141a2b" />
      {/* the crowd's stands and the lights */}
      <path d="M0 40h320v-40H0z" fill="#1d2540" />
      {Array.from({ length: 16 }, (_, i) => <circle key={i} cx={10 + i * 20} cy={18 + (i % 3) * 6} r="5" fill={['#3b4670', '#4d5a8a', '#2f3a5e'][i % 3]} />)}
      <ellipse cx="160" cy="120" rx="150" ry="62" fill="#5b3b22" />
      <ellipse cx="160" cy="122" rx="138" ry="54" fill="url(#cf-sand)" />
      <ellipse cx="160" cy="122" rx="138" ry="54" fill="none" stroke="#f2e2b8" strokeOpacity="0.35" strokeDasharray="6 6" />
      <line x1="160" y1="74" x2="160" y2="170" stroke="#f2e2b8" strokeOpacity="0.4" strokeWidth="2" />
      {lit('meron') && <ellipse cx="100" cy="120" rx="60" ry="46" fill="url(#cf-glow)" />}
      {lit('wala') && <ellipse cx="220" cy="120" rx="60" ry="46" fill="url(#cf-glow)" />}
      {/* the outer group places each rooster; the inner one is what sparring moves */}
      <g transform="translate(100 118)">
        <g className="cf-rooster cf-rooster--meron"><Rooster body="#a3242a" band="#ff4d4f" /></g>
      </g>
      <g transform="translate(220 118) scale(-1 1)">
        <g className="cf-rooster cf-rooster--wala"><Rooster body="#3b4a7a" band="#3d8bff" /></g>
      </g>
      <text x="16" y="182" className="cf-pit__name cf-pit__name--meron">MERON</text>
      <text x="304" y="182" textAnchor="end" className="cf-pit__name cf-pit__name--wala">WALA</text>
    </svg>
  );
}
