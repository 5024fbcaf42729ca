-- Social sign-in over OpenID Connect (docs/decisions/0078-social-sign-in-oidc.md).
-- Every row here is short-lived or a link; several server processes on one
-- database share them, so a flow started on one finishes on another.

-- One authorization request in flight: PKCE verifier, nonce and the redirect
-- URI it was sent with, found by the hash of its state. Deleted when the
-- callback uses it (single use) or when it expires (housekeeping).
create table social_auth_requests (
  state_hash text primary key,
  merchant_code text not null references merchants (code) on delete cascade,
  provider text not null,
  code_verifier text not null,
  nonce text not null,
  redirect_uri text not null,
  expires_at timestamptz not null
);

-- A verified identity not linked yet: the first sign-in ends in a ticket
-- the player spends on linking (with the account's password) or on the
-- normal registration. Stored hashed, single use, short expiry.
create table social_tickets (
  ticket_hash text primary key,
  merchant_code text not null references merchants (code) on delete cascade,
  provider text not null,
  subject text not null,
  email text,
  expires_at timestamptz not null
);

-- The link itself: later sign-ins with the same issuer subject log straight in.
-- One identity per provider and member.
create table social_identities (
  merchant_code text not null references merchants (code) on delete cascade,
  provider text not null,
  subject text not null,
  member_id bigint not null references members (id) on delete cascade,
  email text,
  created_at timestamptz not null default now(),
  primary key (merchant_code, provider, subject),
  unique (member_id, provider)
);
