-- Tickets for the member's event stream (docs/decisions/0063): EventSource
-- cannot send the Authorization header, so the app trades it for a ticket
-- that opens one stream within a minute. Stored hashed, tied to the session.
create table event_stream_tickets (
  ticket_hash text primary key,
  member_id bigint not null references members (id) on delete cascade,
  merchant_code text not null,
  session_hash text not null,
  expires_at timestamptz not null
);
create index event_stream_tickets_member on event_stream_tickets (member_id);
