import { DEMO_GAME_PATHS } from '../../contract/games';
import type { WireLanguage } from '../../contract/headers';
import { DEMO_GAME_TEXTS } from '../i18n/messages-games';
import { APP_PATHS } from '../../src/config/paths';

/** Headers of the page: it carries a launch ticket in its URL, so it is never cached nor leaked as a referrer. */
export const DEMO_PAGE_HEADERS = {
  'Content-Type': 'text/html; charset=utf-8',
  'Cache-Control': 'no-store',
  'Referrer-Policy': 'no-referrer',
  'X-Content-Type-Options': 'nosniff',
  // Only the app (same origin) frames the game; the rest of the site says DENY.
  'X-Frame-Options': 'SAMEORIGIN',
  'Content-Security-Policy':
    "default-src 'none'; script-src 'unsafe-inline'; style-src 'unsafe-inline'; connect-src 'self'; img-src 'self' data:; base-uri 'none'; form-action 'none'; frame-ancestors 'self'",
} as const;

const LOBBY_PATH = APP_PATHS.home;

const CSS = `
*{box-sizing:border-box}
html,body{margin:0;min-height:100%;background:#0f1020;color:#f3f3f7;font:16px/1.4 system-ui,-apple-system,"Segoe UI",Roboto,Arial,sans-serif}
body{display:flex;justify-content:center}
main{width:100%;max-width:480px;padding:16px 16px 32px;display:flex;flex-direction:column;gap:16px}
header{display:flex;align-items:center;justify-content:space-between;gap:12px}
h1{font-size:20px;margin:0;overflow:hidden;text-overflow:ellipsis;white-space:nowrap}
a.back{color:#ffd76a;text-decoration:none;border:1px solid #ffd76a55;border-radius:999px;padding:6px 12px;white-space:nowrap}
.wallet{display:flex;justify-content:space-between;align-items:baseline;background:#1b1d36;border-radius:14px;padding:12px 16px}
.wallet output{font-size:22px;font-weight:700;color:#ffd76a;font-variant-numeric:tabular-nums}
.machine{background:linear-gradient(160deg,#3a1d6e,#1b1d36);border-radius:20px;padding:20px;box-shadow:0 0 0 2px #ffd76a44 inset}
.reels{display:grid;grid-template-columns:repeat(3,1fr);gap:10px}
.reel{aspect-ratio:3/4;display:flex;align-items:center;justify-content:center;background:#fff;color:#1b1d36;border-radius:12px;font-size:40px;font-weight:800}
.reel[data-s="7"]{color:#d81b3c}.reel[data-s="BAR"]{font-size:28px;color:#111}.reel[data-s="★"]{color:#e0a800}
.reel[data-s="♦"]{color:#1e88e5}.reel[data-s="♥"]{color:#e53935}.reel[data-s="♣"]{color:#2e7d32}
.spinning .reel{animation:blur .18s linear infinite}
@keyframes blur{0%{transform:translateY(-6%);opacity:.55}50%{transform:translateY(6%);opacity:1}100%{transform:translateY(-6%);opacity:.55}}
@media (prefers-reduced-motion:reduce){.spinning .reel{animation:none;opacity:.6}}
.controls{display:grid;grid-template-columns:1fr 1.3fr;gap:12px;align-items:end}
label{display:block;font-size:14px;color:#b9bad0;margin-bottom:4px}
select,button{width:100%;min-height:48px;border-radius:12px;font:inherit}
select{background:#1b1d36;color:#f3f3f7;border:1px solid #44466a;padding:0 10px}
button{border:0;background:linear-gradient(180deg,#ffd76a,#e0a800);color:#2a1a00;font-weight:800;font-size:18px}
button:disabled{opacity:.5}
.result{min-height:1.4em;text-align:center;font-weight:700;margin:0}
.result.win{color:#7cf29a}
.error{min-height:1.4em;text-align:center;color:#ff8a8a;margin:0}
.pays{font-size:13px;color:#8d8fab;text-align:center;margin:0}
`;

/**
 * Client script. It keeps the ticket in sessionStorage and removes it from
 * the address bar at once (a reload still works; the URL no longer shows it).
 */
function script(lang: WireLanguage): string {
  const texts = JSON.stringify(DEMO_GAME_TEXTS[lang]).replace(/</g, '\\u003c');
  const paths = JSON.stringify({ state: DEMO_GAME_PATHS.state, spin: DEMO_GAME_PATHS.spin });
  return `(function(){
var T=${texts},P=${paths},LANG=${JSON.stringify(lang)};
// amounts come written by the server (balanceText, winText, betTexts: server/messages/money-text.ts), never formatted here
var q=new URLSearchParams(location.search),node=q.get('nodeId')||'',key='demo-game-ticket:'+node;
var ticket=q.get('session');
if(ticket){try{sessionStorage.setItem(key,ticket)}catch(e){}q.delete('session');history.replaceState(null,'',location.pathname+'?'+q.toString())}
else{try{ticket=sessionStorage.getItem(key)}catch(e){}}
var $=function(id){return document.getElementById(id)};
var spin=$('spin'),bet=$('bet'),result=$('result'),err=$('error'),reels=$('reels'),balance=$('balance');
function call(path,init){
  init=init||{};init.headers=Object.assign({Language:LANG},init.headers||{});init.cache='no-store';
  return fetch(path,init).then(function(r){return r.json()}).then(function(b){if(!b.success){var e=new Error(b.message||T.networkError);e.code=b.errorCode;throw e}return b.value});
}
function show(symbols){
  var cells=reels.querySelectorAll('.reel');
  symbols.forEach(function(s,i){cells[i].textContent=s;cells[i].setAttribute('data-s',s)});
  reels.setAttribute('aria-label',T.reels+': '+symbols.join(' '));
}
function fail(e){err.textContent=(e&&e.message)||T.networkError}
function ready(state){
  $('game-name').textContent=state.gameName;document.title=state.gameName;
  balance.textContent=state.balanceText;
  bet.innerHTML='';
  state.bets.forEach(function(b,i){var o=document.createElement('option');o.value=String(b);o.textContent=state.betTexts[i];bet.appendChild(o)});
  spin.disabled=false;
}
spin.addEventListener('click',function(){
  spin.disabled=true;err.textContent='';result.textContent=T.spinning;result.className='result';
  reels.classList.add('spinning');
  var started=Date.now();
  call(P.spin,{method:'POST',headers:{'Content-Type':'application/json'},body:JSON.stringify({ticket:ticket,bet:Number(bet.value)})})
    .then(function(v){
      return new Promise(function(res){setTimeout(res,Math.max(0,450-(Date.now()-started)))}).then(function(){
        show(v.reels);balance.textContent=v.balanceText;
        result.textContent=v.win>0?T.win.replace('{amount}',v.winText):T.noWin;
        result.className=v.win>0?'result win':'result';
      });
    })
    .catch(function(e){result.textContent='';fail(e)})
    .then(function(){reels.classList.remove('spinning');spin.disabled=false});
});
if(!ticket){fail({message:T.networkError});return}
call(P.state+'?ticket='+encodeURIComponent(ticket)).then(ready).catch(fail);
})();`;
}

/** The demo slot page: self-contained (inline CSS and JS, no build step), phone first. */
export function demoGamePage(lang: WireLanguage): string {
  const t = DEMO_GAME_TEXTS[lang];
  return `<!doctype html>
<html lang="${lang === 'EN' ? 'en' : 'vi'}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1,viewport-fit=cover">
<meta name="referrer" content="no-referrer">
<meta name="theme-color" content="#0f1020">
<title>${t.title}</title>
<style>${CSS}</style>
</head>
<body>
<main>
<header><h1 id="game-name">${t.loading}</h1><a class="back" href="${LOBBY_PATH}">${t.backToLobby}</a></header>
<section class="wallet"><span id="balance-label">${t.balance}</span><output id="balance" aria-labelledby="balance-label">…</output></section>
<section class="machine">
<div id="reels" class="reels" role="img" aria-label="${t.reels}"><div class="reel" data-s="7">7</div><div class="reel" data-s="BAR">BAR</div><div class="reel" data-s="★">★</div></div>
</section>
<p id="result" class="result" role="status" aria-live="polite"></p>
<div class="controls">
<div><label for="bet">${t.bet}</label><select id="bet"></select></div>
<button id="spin" type="button" disabled>${t.spin}</button>
</div>
<p id="error" class="error" role="alert"></p>
<p class="pays">${t.paytable}</p>
</main>
<script>${script(lang)}</script>
</body>
</html>`;
}
