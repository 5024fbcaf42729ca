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
    live: 'Đang kết nối',
    reconnecting: 'Đang kết nối lại…',
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
    live: 'Connected',
    reconnecting: 'Reconnecting…',
    messages: 'Messages',
  },
} as const;

const CSS = `
*{box-sizing:border-box}
html,body{margin:0;height:100%;background:#f4f5f9;color:#1b1d36;font:16px/1.4 system-ui,-apple-system,"Segoe UI",Roboto,Arial,sans-serif}
body{display:flex;justify-content:center}
.app{width:100%;max-width:480px;height:100%;display:flex;flex-direction:column}
header{display:flex;align-items:center;gap:12px;padding:calc(10px + env(safe-area-inset-top)) calc(12px + env(safe-area-inset-right)) 10px calc(12px + env(safe-area-inset-left));background:#1b1d36;color:#fff}
header a{color:#ffd76a;text-decoration:none;border:1px solid #ffd76a88;border-radius:999px;padding:6px 12px;min-height:44px;display:inline-flex;align-items:center}
h1{font-size:18px;margin:0;flex:1;min-width:0;overflow:hidden;text-overflow:ellipsis;white-space:nowrap}
#state{font-size:12px;color:#b9bad0}
ol{list-style:none;margin:0;padding:12px;flex:1;overflow-y:auto;display:flex;flex-direction:column;gap:8px}
li{max-width:80%;padding:8px 12px;border-radius:14px;background:#fff;box-shadow:0 1px 2px #0002;white-space:pre-wrap;overflow-wrap:anywhere}
li.member{align-self:flex-end;background:#ffe7a3}
li small{display:block;font-size:12px;color:#5d5f7a}
li.empty{align-self:center;background:none;box-shadow:none;color:#5d5f7a;text-align:center}
form{display:flex;gap:8px;padding:10px calc(12px + env(safe-area-inset-right)) calc(10px + env(safe-area-inset-bottom)) calc(12px + env(safe-area-inset-left));background:#fff;border-top:1px solid #dde}
textarea{flex:1;min-height:44px;max-height:120px;resize:none;border:1px solid #bbc;border-radius:12px;padding:10px;font:inherit}
button{min-width:72px;min-height:44px;border:0;border-radius:12px;background:#e0a800;color:#2a1a00;font-weight:700;font-size:16px}
button:disabled{opacity:.5}
#error{margin:0;padding:0 12px;color:#b00020;font-size:14px;background:#fff}
#error:empty{display:none}
`;

function script(lang: 'VI' | 'EN'): string {
  const texts = JSON.stringify(CHAT_TEXTS[lang]).replace(/</g, '\\u003c');
  const paths = JSON.stringify({ history: CHAT_PAGE_PATHS.history, send: CHAT_PAGE_PATHS.send, stream: CHAT_PAGE_PATHS.stream });
  return `(function(){
var T=${texts},P=${paths},LANG=${JSON.stringify(lang)},MAX=${CHAT_MESSAGE_MAX};
var q=new URLSearchParams(location.search),key='chat-ticket';
var ticket=q.get('ticket');
if(ticket){try{sessionStorage.setItem(key,ticket)}catch(e){}q.delete('ticket');history.replaceState(null,'',location.pathname+(q.toString()?'?'+q.toString():''))}
else{try{ticket=sessionStorage.getItem(key)}catch(e){}}
var $=function(id){return document.getElementById(id)};
var list=$('list'),form=$('form'),input=$('text'),send=$('send'),err=$('error'),state=$('state');
var draftKey='chat-draft';try{input.value=sessionStorage.getItem(draftKey)||''}catch(e){}
var seen={},last=0,time=new Intl.DateTimeFormat(LANG==='EN'?'en-GB':'vi-VN',{hour:'2-digit',minute:'2-digit'});
function add(m){
  if(seen[m.id])return;seen[m.id]=1;if(m.id>last)last=m.id;
  var e=list.querySelector('.empty');if(e)e.remove();
  var li=document.createElement('li');li.className=m.sender;
  var who=document.createElement('small');who.textContent=(m.sender==='member'?T.you:T.agent)+' · '+time.format(new Date(m.createdAt));
  li.appendChild(who);li.appendChild(document.createTextNode(m.body));li.setAttribute('data-id',String(m.id));
  list.appendChild(li);list.scrollTop=list.scrollHeight;
}
function empty(){if(!list.children.length){var li=document.createElement('li');li.className='empty';li.textContent=T.empty;list.appendChild(li)}}
function call(path,init){
  init=init||{};init.headers=Object.assign({Language:LANG,'X-Chat-Ticket':ticket||''},init.headers||{});init.cache='no-store';
  return fetch(path,init).then(function(r){return r.json()}).then(function(b){if(!b.success){var e=new Error(b.message||T.failed);e.code=b.errorCode;throw e}return b.value});
}
function expired(){err.textContent=T.expired;send.disabled=true;input.disabled=true}
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
function stream(){
  var es=new EventSource(P.stream+'?ticket='+encodeURIComponent(ticket||'')+'&after='+last);
  es.addEventListener('open',function(){state.textContent=T.live});
  es.addEventListener('message',function(ev){try{add(JSON.parse(ev.data))}catch(e){}});
  es.addEventListener('expired',function(){es.close();expired()});
  es.addEventListener('error',function(){state.textContent=T.reconnecting});
}
if(!ticket){expired();return}
update();
call(P.history).then(function(v){v.list.forEach(add);empty();stream()}).catch(function(e){if(e.code==='chat.ticket.invalid')expired();else{err.textContent=T.failed;stream()}});
})();`;
}

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
<header><a href="${escapeHtml(backUrl)}">${escapeHtml(t.back)}</a><h1>${escapeHtml(t.title)}</h1><span id="state" role="status"></span></header>
<ol id="list" aria-label="${escapeHtml(t.messages)}" aria-live="polite"></ol>
<p id="error" role="alert"></p>
<form id="form"><textarea id="text" aria-label="${escapeHtml(t.placeholder)}" placeholder="${escapeHtml(t.placeholder)}" maxlength="${CHAT_MESSAGE_MAX}" rows="1"></textarea>
<button id="send" type="submit" disabled>${escapeHtml(t.send)}</button></form>
</div><script nonce="${nonce}">${script(lang)}</script></body></html>`;
}
