import type { Sport } from '../../../../contract/sports';

/** A small drawn mark for each tab (decorative: the tab's text names it). */
export function SportIcon({ sport }: { sport: Sport | 'mine' }) {
  const common = { className: 'sports-icon', viewBox: '0 0 24 24', 'aria-hidden': true as const, focusable: 'false' as const };
  if (sport === 'football') {
    return (
      <svg {...common}>
        <circle cx="12" cy="12" r="10" fill="#f4f6fb" stroke="#1b2233" strokeWidth="1.2" />
        <path d="M12 7.2l3.9 2.8-1.5 4.6H9.6L8.1 10z" fill="#1b2233" />
        <path d="M12 2v5.2M15.9 10l4.9-1.6M14.4 14.6l3 4.2M9.6 14.6l-3 4.2M8.1 10L3.2 8.4" stroke="#1b2233" strokeWidth="1.2" />
      </svg>
    );
  }
  if (sport === 'basketball') {
    return (
      <svg {...common}>
        <circle cx="12" cy="12" r="10" fill="#e8782a" stroke="#5a2a0a" strokeWidth="1.2" />
        <path d="M2 12h20M12 2v20M5 4.8c3 2.6 3 11.8 0 14.4M19 4.8c-3 2.6-3 11.8 0 14.4" fill="none" stroke="#5a2a0a" strokeWidth="1.2" />
      </svg>
    );
  }
  if (sport === 'mine') {
    return (
      <svg {...common}>
        <rect x="4" y="3" width="16" height="18" rx="2" fill="#2a3350" stroke="#ffd24a" strokeWidth="1.2" />
        <path d="M8 8h8M8 12h8M8 16h5" stroke="#ffd24a" strokeWidth="1.5" strokeLinecap="round" />
      </svg>
    );
  }
  // e-sports titles: a game pad in the title's colour
  const colour = { lol: '#c89b3c', dota2: '#c23c2a', cs2: '#de9b35' }[sport];
  return (
    <svg {...common}>
      <path d="M6 8h12a4 4 0 014 4v2.5a3 3 0 01-5.3 1.9L15 14.5H9l-1.7 1.9A3 3 0 012 14.5V12a4 4 0 014-4z" fill={colour} stroke="#1b2233" strokeWidth="1" />
      <path d="M7 10.5v3M5.5 12h3" stroke="#1b2233" strokeWidth="1.4" strokeLinecap="round" />
      <circle cx="16" cy="11" r="1" fill="#1b2233" />
      <circle cx="18" cy="13" r="1" fill="#1b2233" />
    </svg>
  );
}
