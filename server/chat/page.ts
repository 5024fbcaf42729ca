import { CHAT_MESSAGE_MAX, CHAT_PAGE_PATHS } from '../../contract/messages';

/** Headers of the chat page: a per-response nonce is the only way a script or style runs. */
export function chatPageHeaders(nonce: string): Record<string, string> {
  return {
    'Content-Type': 'text/html; charset=utf-8',
    'Cache-Control': 'no-store',
    'Referrer-Policy': 'no-referrer',
    'X-Content-Type-Options': 'nosniff',
    'X-Frame-Options': 'DENY',
    'Content-Security-Policy':
      `default-src 'none'; script-src 'nonce-${nonce}'; style-src 'nonce-${nonce}'; connect-src 'self'; img-src 'self' data:; base-uri 'none'; form-action 'none'; frame-ancestors 'none'`,
  };
}

export const CHAT_TEXTS = {
  VI: {
    title: 'Hỗ trợ trực tuyến',
    back: 'Quay lại',
    placeholder: 'Nhập tin nhắn…',
    send: 'Gửi',
    you: 'Bạn',
    agent: 'CSKH',
    empty: 'Hãy gửi câu hỏi, nhân viên CSKH sẽ trả lời tại đây.',
    offline: 'Bạn đang ngoại tuyến. Tin nhắn chưa được gửi, nội dung vẫn được giữ lại.',
    failed: 'Gửi không thành công. Nội dung vẫn được giữ lại, vui lòng thử lại.',
    expired: 'Phiên trò chuyện đã hết hạn. Vui lòng quay lại và mở lại.',
    connecting: 'Đang kết nối…',
    connected: 'Đã kết nối',
    reconnecting: 'Đang kết nối lại…',
    offline_state: 'Ngoại tuyến',
    messages: 'Tin nhắn',
  },
  EN: {
    title: 'Live chat',
    back: 'Back',
    placeholder: 'Type a message…',
    send: 'Send',
    you: 'You',
    agent: 'Support',
    empty: 'Ask your question; customer service answers here.',
    offline: 'You are offline. The message was not sent; your text is kept.',
    failed: 'Sending failed. Your text is kept; please try again.',
    expired: 'This chat has expired. Please go back and open it again.',
    connecting: 'Connecting…',
    connected: 'Connected',
    reconnecting: 'Reconnecting…',
    offline_state: 'Offline',
    messages: 'Messages',
  },
} as const;

/**
 * The chat's connection as the player should read it, from the browser's
 * network state and the EventSource's: offline wins, an open stream is
 * connected, otherwise connecting until the stream has opened once and
 * reconnecting after. Plain JavaScript once transpiled: the page's script
 * embeds it as source (chatPage), and the unit test calls the same function.
 */
export function chatConnection(online: boolean, streamOpen: boolean, everOpen: boolean): 'connecting' | 'connected' | 'reconnecting' | 'offline' {
  if (!online) return 'offline';
  if (streamOpen) return 'connected';
  return everOpen ? 'reconnecting' : 'connecting';
}

/** How long the page waits before opening a stream the server closed (the browser retries a dropped one by itself). */
export const CHAT_REOPEN_MS = [1_000, 2_000, 5_000, 10_000] as const;

/* The app's dark theme (src/styles/base.css): the same surfaces, text, gold accent and 44 px targets. */
const CSS = `
*{box-sizing:border-box}
html,body{margin:0;height:100%;background:#0a0c11;color:#e9edf5;font:16px/1.45 system-ui,-apple-system,"Segoe UI",Roboto,Arial,sans-serif;color-scheme:dark}
body{display:flex;justify-content:center}
.app{width:100%;max-width:540px;height:100%;display:flex;flex-direction:column;background:#0e1117}
header{position:relative;display:flex;align-items:center;gap:8px;min-height:56px;padding:calc(4px + env(safe-area-inset-top)) calc(8px + env(safe-area-inset-right)) 4px calc(8px + env(safe-area-inset-left));background:#171b24;border-bottom:1px solid #262c3a}
header a{flex:none;width:44px;height:44px;display:inline-flex;align-items:center;justify-content:center;color:#e9edf5;border-radius:12px}
header a:focus-visible,button:focus-visible,textarea:focus-visible{outline:2px solid #f5b942;outline-offset:2px}
.spacer{flex:none;width:44px}
.title{flex:1;min-width:0;display:flex;flex-direction:column;align-items:center;text-align:center}
h1{font-size:17px;font-weight:700;margin:0;max-width:100%;overflow:hidden;text-overflow:ellipsis;white-space:nowrap}
#state{display:inline-flex;align-items:center;gap:6px;font-size:12px;color:#9aa3b5}
#state::before{content:"";width:8px;height:8px;border-radius:50%;background:#f5b942}
#state[data-state=connected]{color:#38c793}#state[data-state=connected]::before{background:#38c793;box-shadow:0 0 6px #38c793}
#state[data-state=offline]{color:#ff6b6b}#state[data-state=offline]::before{background:#ff6b6b}
main{flex:1;min-height:0;display:flex;flex-direction:column}
ol{list-style:none;margin:0;padding:16px 12px;flex:1;overflow-y:auto;display:flex;flex-direction:column;gap:10px}
li{max-width:82%;padding:8px 12px;border-radius:16px 16px 16px 4px;background:#1f2533;border:1px solid #262c3a;white-space:pre-wrap;overflow-wrap:anywhere}
li.member{align-self:flex-end;border-radius:16px 16px 4px 16px;background:linear-gradient(180deg,#ffe58a,#f5b942);border-color:#d48f1c;color:#1a1305}
li small{display:block;font-size:12px;color:#9aa3b5;margin-bottom:2px}
li.member small{color:#5a4310}
li.empty{align-self:center;max-width:260px;margin:auto 0;background:none;border:0;color:#9aa3b5;text-align:center;display:flex;flex-direction:column;align-items:center;gap:10px}
li.empty svg{width:56px;height:56px;color:#f5b942}
form{display:flex;gap:8px;align-items:flex-end;padding:10px calc(12px + env(safe-area-inset-right)) calc(10px + env(safe-area-inset-bottom)) calc(12px + env(safe-area-inset-left));background:#171b24;border-top:1px solid #262c3a}
textarea{flex:1;min-height:44px;max-height:120px;resize:none;border:1px solid #262c3a;border-radius:22px;padding:10px 16px;font:inherit;background:#0a0c11;color:#e9edf5}
textarea::placeholder{color:#9aa3b5}
button{min-width:72px;min-height:44px;border:0;border-radius:22px;background:linear-gradient(180deg,#ffe58a,#f5b942 55%,#d48f1c);color:#1a1305;font-weight:800;font-size:16px;cursor:pointer}
button:disabled{opacity:.45;cursor:default}
#error{margin:0;padding:8px 12px;color:#ff6b6b;font-size:14px;background:#171b24;border-top:1px solid #262c3a}
#error:empty{display:none}
`;

function script(lang: 'VI' | 'EN'): string {
  const texts = JSON.stringify(CHAT_TEXTS[lang]).replace(/</g, '\\u003c');
  const paths = JSON.stringify({ history: CHAT_PAGE_PATHS.history, send: CHAT_PAGE_PATHS.send, stream: CHAT_PAGE_PATHS.stream });
  return `(function(){
var ICON=${JSON.stringify(HEADSET).replace(/</g, "\\u003c")},T=${texts},P=${paths},LANG=${JSON.stringify(lang)},MAX=${CHAT_MESSAGE_MAX},REOPEN=${JSON.stringify(CHAT_REOPEN_MS)};
var chatConnection=${chatConnection.toString()};
var q=new URLSearchParams(location.search),key='chat-ticket';
var ticket=q.get('ticket');
if(ticket){try{sessionStorage.setItem(key,ticket)}catch(e){}q.delete('ticket');history.replaceState(null,'',location.pathname+(q.toString()?'?'+q.toString():''))}
else{try{ticket=sessionStorage.getItem(key)}catch(e){}}
var $=function(id){return document.getElementById(id)};
var list=$('list'),form=$('form'),input=$('text'),send=$('send'),err=$('error'),state=$('state');
var draftKey='chat-draft';try{input.value=sessionStorage.getItem(draftKey)||''}catch(e){}
var seen={},last=0;
// the app's time of day (src/i18n/format.ts): 14:03 in Vietnamese, 2:03 PM in English
var time=new Intl.DateTimeFormat(LANG==='EN'?'en-US':'vi-VN',LANG==='EN'?{hour:'numeric',minute:'2-digit'}:{hour:'2-digit',minute:'2-digit'});
function add(m){
  if(seen[m.id])return;seen[m.id]=1;if(m.id>last)last=m.id;
  var e=list.querySelector('.empty');if(e)e.remove();
  var li=document.createElement('li');li.className=m.sender;
  var who=document.createElement('small');who.textContent=(m.sender==='member'?T.you:T.agent)+' · '+time.format(new Date(m.createdAt));
  li.appendChild(who);li.appendChild(document.createTextNode(m.body));li.setAttribute('data-id',String(m.id));
  list.appendChild(li);list.scrollTop=list.scrollHeight;
}
function empty(){if(!list.children.length){var li=document.createElement('li');li.className='empty';li.innerHTML=ICON;li.appendChild(document.createTextNode(T.empty));list.appendChild(li)}}
function call(path,init){
  init=init||{};init.headers=Object.assign({Language:LANG,'X-Chat-Ticket':ticket||''},init.headers||{});init.cache='no-store';
  return fetch(path,init).then(function(r){return r.json()}).then(function(b){if(!b.success){var e=new Error(b.message||T.failed);e.code=b.errorCode;throw e}return b.value});
}
function expired(){gone=true;err.textContent=T.expired;send.disabled=true;input.disabled=true;if(es)es.close();state.setAttribute('data-state','expired');state.textContent=''}
function update(){send.disabled=input.value.trim().length===0||input.value.length>MAX;try{sessionStorage.setItem(draftKey,input.value)}catch(e){}}
input.addEventListener('input',update);
form.addEventListener('submit',function(ev){
  ev.preventDefault();
  var text=input.value.trim();if(!text)return;
  if(!navigator.onLine){err.textContent=T.offline;return}
  err.textContent='';send.disabled=true;
  call(P.send,{method:'POST',headers:{'Content-Type':'application/json'},body:JSON.stringify({body:text})})
    .then(function(m){add(m);input.value='';update();input.focus()})
    .catch(function(e){if(e.code==='chat.ticket.invalid')expired();else{err.textContent=navigator.onLine?T.failed:T.offline;update()}});
});
var es=null,everOpen=false,gone=false,tries=0,timer=0;
function show(){var k=gone?'offline':chatConnection(navigator.onLine,!!es&&es.readyState===1,everOpen);if(gone)k='expired';state.setAttribute('data-state',k);state.textContent=k==='expired'?'':T[k==='offline'?'offline_state':k]}
function stream(){
  clearTimeout(timer);if(gone)return;
  if(es)es.close();
  es=new EventSource(P.stream+'?ticket='+encodeURIComponent(ticket||'')+'&after='+last);
  es.addEventListener('open',function(){everOpen=true;tries=0;show()});
  es.addEventListener('message',function(ev){try{add(JSON.parse(ev.data))}catch(e){}});
  es.addEventListener('expired',function(){es.close();gone=true;show();expired()});
  es.addEventListener('error',function(){
    show();
    // a dropped stream the browser reopens by itself (CONNECTING); one the server refused is CLOSED: open it again, later each time
    if(es.readyState===2&&navigator.onLine){timer=setTimeout(stream,REOPEN[Math.min(tries,REOPEN.length-1)]);tries++}
  });
  show();
}
window.addEventListener('offline',show);
window.addEventListener('online',function(){if(!es||es.readyState===2)stream();else show()});
if(!ticket){expired();return}
update();show();
call(P.history).then(function(v){v.list.forEach(add);empty();stream()}).catch(function(e){if(e.code==='chat.ticket.invalid')expired();else{err.textContent=T.failed;stream()}});
})();`;
}

/** The app's back arrow and headset (src/ui/icons.tsx), inline: the page's policy allows no other request. */
const BACK = '<svg width="24" height="24" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round" aria-hidden="true" focusable="false"><path d="M15 18l-6-6 6-6"/></svg>';
const HEADSET = '<svg viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="1.6" stroke-linecap="round" stroke-linejoin="round" aria-hidden="true" focusable="false"><path d="M4 14v-2a8 8 0 0 1 16 0v2M4 14a2 2 0 0 0 2 2h1v-5H6a2 2 0 0 0-2 2zm16 0a2 2 0 0 1-2 2h-1v-5h1a2 2 0 0 1 2 2zm-3 2c0 2-2 4-5 4"/></svg>';

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The server's own small chat page (not the app): history, live messages over Server-Sent Events, a send box. */
export function chatPage(lang: 'VI' | 'EN', backUrl: string, nonce: string): string {
  const t = CHAT_TEXTS[lang];
  return `<!doctype html>
<html lang="${lang === 'EN' ? 'en' : 'vi'}"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1,viewport-fit=cover">
<meta name="robots" content="noindex">
<title>${escapeHtml(t.title)}</title>
<style nonce="${nonce}">${CSS}</style></head>
<body><div class="app">
<header><a href="${escapeHtml(backUrl)}" aria-label="${escapeHtml(t.back)}">${BACK}</a><div class="title"><h1>${escapeHtml(t.title)}</h1><span id="state" role="status" data-state="connecting">${escapeHtml(t.connecting)}</span></div><span class="spacer"></span></header>
<main><ol id="list" aria-label="${escapeHtml(t.messages)}" aria-live="polite"></ol>
<p id="error" role="alert"></p>
<form id="form"><textarea id="text" aria-label="${escapeHtml(t.placeholder)}" placeholder="${escapeHtml(t.placeholder)}" maxlength="${CHAT_MESSAGE_MAX}" rows="1"></textarea>
<button id="send" type="submit" disabled>${escapeHtml(t.send)}</button></form></main>
</div><script nonce="${nonce}">${script(lang)}</script></body></html>`;
}
