-- Messages and service (issue 14): the member inbox (MAILCEN), the live
-- chat (CBS3) and feedback. See docs/decisions/0034-messages-chat-push.md.

-- One inbox message per member; a broadcast writes one row per member.
-- Both languages are kept so the list follows the reader's language.
create table inbox_messages (
  id bigserial primary key,
  merchant_code text not null references merchants (code) on delete cascade,
  member_id bigint not null references members (id) on delete cascade,
  -- welcome, deposit, withdrawal, promotion, operator…
  kind text not null default 'operator',
  title_vi text not null,
  title_en text not null,
  body_vi text not null,
  body_en text not null,
  -- an app path the message leads to (/m/…), or null
  url text,
  read_at timestamptz,
  created_at timestamptz not null default now()
);
create index inbox_messages_member on inbox_messages (member_id, created_at desc, id desc);
create index inbox_messages_unread on inbox_messages (member_id) where read_at is null;

-- The chat page gets a ticket of its own (never the session token in a URL),
-- tied to the session that launched it, like game launch tickets.
create table chat_tickets (
  ticket_hash text primary key,
  member_id bigint not null references members (id) on delete cascade,
  merchant_code text not null,
  session_hash text not null,
  language text not null,
  back_url text,
  expires_at timestamptz not null
);
create index chat_tickets_member on chat_tickets (member_id);

create table chat_messages (
  id bigserial primary key,
  merchant_code text not null references merchants (code) on delete cascade,
  member_id bigint not null references members (id) on delete cascade,
  sender text not null check (sender in ('member', 'operator')),
  body text not null check (char_length(body) between 1 and 1000),
  -- an operator message the member has not seen yet has read_at null
  read_at timestamptz,
  created_at timestamptz not null default now()
);
create index chat_messages_member on chat_messages (member_id, id);
create index chat_messages_unread on chat_messages (member_id) where read_at is null and sender = 'operator';

create table feedback (
  id bigserial primary key,
  merchant_code text not null references merchants (code) on delete cascade,
  member_id bigint not null references members (id) on delete cascade,
  -- deposit 1, withdrawal 2, game 3, customer service 4, apply agent 6, others 0
  type integer not null check (type in (0, 1, 2, 3, 4, 6)),
  content text not null check (char_length(content) between 10 and 200),
  sender text not null,
  reply text,
  replied_at timestamptz,
  created_at timestamptz not null default now()
);
create index feedback_member on feedback (member_id, created_at desc);
create index feedback_open on feedback (merchant_code, created_at) where reply is null;
