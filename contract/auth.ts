import * as v from 'valibot';

/**
 * Accounts and access: login, trial, registration, recovery, passwords,
 * member info. Paths and shapes follow shared/reference/wps-protocol.md.
 */
export const AUTH_PATHS = {
  rsaKey: '/wps/session/key/rsa',
  login: '/wps/session/login',
  freePlay: '/wps/session/login/freeplay',
  logout: '/wps/session/logout',
  trialUser: '/wps/member/trialuser',
  register: '/wps/member/register',
  registerMobile: '/wps/member/register/mobile',
  checkUsername: '/wps/check/username',
  affiliate: '/wps/agent/affiliate',
  captcha: '/wps/captcha',
  smsNoLogin: '/wps/verification/sms/noLogin',
  smsRegister: '/wps/verification/sms/register',
  /** A proof-of-work challenge (ALTCHA) the page solves before an SMS send; see docs/decisions/0010. */
  smsChallenge: '/wps/verification/challenge',
  passwordEmail: '/wps/member/password/email',
  /** Sends the recovery SMS code for a mobile number. */
  passwordSms: '/wps/member/password/sms',
  /** Sets a new password with the recovery SMS code (encrypted body). */
  passwordVerification: '/wps/member/password/verification',
  /** Sets a new password with the single-use link a recovery email carries (encrypted body). */
  passwordReset: '/wps/member/password/reset',
  changePassword: '/wps/member/password',
  memberInfo: '/wps/member/info',
} as const;

/** Test-mode only (WPS_TEST_MODE=1); these paths do not exist otherwise. */
export const TEST_PATHS = {
  /** ?deviceId= → value: the answer of the captcha last issued to that client. */
  captcha: '/__test/captcha',
  /** → value: outboxMessage[] (newest first). */
  outbox: '/__test/outbox',
} as const;

// ---------------------------------------------------------------- encryption
/**
 * Encrypted bodies keep the live shape ({value} body, Encryption and X-RSA
 * headers) with modern primitives: a fresh AES-256-GCM key per request,
 * wrapped with RSA-OAEP-256. Body `value` = base64(iv[12] ‖ ciphertext‖tag);
 * X-RSA = base64(RSA-OAEP-256(raw AES key)); X-RSA-Key-Id names the key.
 */
export const ENCRYPTION_SCHEME = 'RSA-OAEP-256+A256GCM';
export const KEY_ID_HEADER = 'X-RSA-Key-Id';

export const rsaKeyValueSchema = v.object({
  /** Hex modulus and exponent, as the live platform sends them. */
  modulus: v.string(),
  exponent: v.string(),
  keyId: v.string(),
});
export type RsaKeyValue = v.InferOutput<typeof rsaKeyValueSchema>;

export const encryptedBodySchema = v.object({ value: v.string() });

/**
 * What is encrypted: the payload inside a sealed envelope with the client's
 * clock (epoch ms) and a single-use random nonce, so a captured body cannot
 * be replayed. The server refuses a stale or future `t`
 * (encryption.stale) and a nonce it has seen (encryption.replayed).
 */
export const sealedEnvelopeSchema = v.object({
  t: v.number(),
  n: v.pipe(v.string(), v.minLength(16), v.maxLength(64)),
  p: v.unknown(),
});
export type SealedEnvelope = v.InferOutput<typeof sealedEnvelopeSchema>;
/** How far a body's clock may be from the server's, either way. */
export const SEALED_MAX_SKEW_MS = 5 * 60 * 1000;
/** The value of encryption.stale: the server's clock, so a client whose clock is off can seal again. */
export const staleRefusalValueSchema = v.object({ serverTime: v.number() });

// ---------------------------------------------------------------- login
export const LOGIN_TYPES = ['username', 'sms', 'firebase'] as const;

export const loginPayloadSchema = v.object({
  type: v.picklist(LOGIN_TYPES),
  username: v.optional(v.string()),
  password: v.optional(v.string()),
  mobileNum: v.optional(v.string()),
  countryDialingCode: v.optional(v.string()),
  verificationCode: v.optional(v.string()),
  captcha: v.optional(v.string()),
  loginDeviceId: v.string(),
});
export type LoginPayload = v.InferOutput<typeof loginPayloadSchema>;

export const loginValueSchema = v.object({
  token: v.string(),
  id: v.number(),
  userName: v.string(),
  customerType: v.number(),
  firstTimeLogin: v.boolean(),
  passwordExpired: v.boolean(),
});
export type LoginValue = v.InferOutput<typeof loginValueSchema>;

/**
 * The `value` of a refused login: whether the next attempt needs a captcha,
 * and until when (epoch ms) the account is locked after repeated failures.
 */
export const loginRefusalValueSchema = v.object({
  needCaptcha: v.boolean(),
  lockedUntil: v.nullable(v.number()),
});

/** Error codes of the accounts domain beyond the shared ones. */
export const AUTH_ERROR_CODES = {
  captchaRequired: 'captcha.required',
  captchaInvalid: 'captcha.invalid',
  accountLocked: 'account.locked',
  usernameTaken: 'username.exists',
  mobileTaken: 'mobile.exists',
  affiliateInvalid: 'affiliate.invalid',
  smsCodeInvalid: 'verification.code.invalid',
  smsTooFrequent: 'sms.too.frequent',
  emailMismatch: 'email.not.match',
  oldPasswordWrong: 'old.password.invalid',
  fieldInvalid: 'field.invalid',
  encryptionRequired: 'encryption.required',
  encryptionInvalid: 'encryption.invalid',
  encryptionReplayed: 'encryption.replayed',
  encryptionStale: 'encryption.stale',
  resetLinkInvalid: 'reset.link.invalid',
  trialDisabled: 'freeplay.disabled',
  noPermission: 'no.permission',
  /** The right password (or SMS code) of an account the operator has disabled (docs/decisions/0083). */
  noLoginPermission: 'login.no.permission',
  /** A trial account has no password of its own to change (it was never given one). */
  trialNoPassword: 'free_reject',
  /** The SMS send's proof of work is missing, wrong, expired or already spent. */
  challengeInvalid: 'challenge.invalid',
  /** A trial login's name and ticket (from trialUser) that do not match, are out of date or were used already. */
  trialTicketInvalid: 'trial.ticket.invalid',
} as const;

// ---------------------------------------------------------------- trial
export const freePlayValueSchema = v.object({
  token: v.string(),
  userName: v.string(),
  customerType: v.number(),
  /** 0 means no trial session was opened. */
  trial: v.number(),
});
export type FreePlayValue = v.InferOutput<typeof freePlayValueSchema>;

/**
 * GET trialUser (spec §7, trial account creation; docs/decisions/0082): the
 * name of the trial account about to be opened, and a ticket, signed by
 * the server and valid for TRIAL_TICKET_MS, with which the trial login opens
 * the account under that name, once.
 */
export const trialUserValueSchema = v.object({ userName: v.string(), ticket: v.string() });
export type TrialUserValue = v.InferOutput<typeof trialUserValueSchema>;
export const TRIAL_TICKET_MS = 10 * 60 * 1000;

/** POST freeplay: the login device, and the name and ticket trialUser gave (both or neither). */
export const freePlayPayloadSchema = v.optional(
  v.looseObject({
    loginDeviceId: v.optional(v.pipe(v.string(), v.maxLength(128))),
    userName: v.optional(v.pipe(v.string(), v.maxLength(32))),
    ticket: v.optional(v.pipe(v.string(), v.maxLength(128))),
  }),
  {},
);

// ---------------------------------------------------------------- registration
export const REGISTER_METHODS = ['APP', 'H5', 'PWA', 'WEBCLIP'] as const;

export const registerPayloadSchema = v.object({
  countryDialingCode: v.optional(v.string()),
  registerUrl: v.string(),
  registerMethod: v.picklist(REGISTER_METHODS),
  username: v.optional(v.string()),
  password: v.optional(v.string()),
  confirmPassword: v.optional(v.string()),
  affiliateCode: v.optional(v.string()),
  paymentPassword: v.optional(v.string()),
  recommenderId: v.optional(v.string()),
  nickname: v.optional(v.string()),
  payeeName: v.optional(v.string()),
  email: v.optional(v.string()),
  mobileNum: v.optional(v.string()),
  idNumber: v.optional(v.string()),
  qqNum: v.optional(v.string()),
  facebook: v.optional(v.string()),
  wechat: v.optional(v.string()),
  line: v.optional(v.string()),
  whatsapp: v.optional(v.string()),
  zalo: v.optional(v.string()),
  /** Further profile fields the spec names (§3), offered when the merchant enables them. */
  telegram: v.optional(v.string()),
  address: v.optional(v.string()),
  nationality: v.optional(v.string()),
  occupation: v.optional(v.string()),
  sourceOfIncome: v.optional(v.string()),
  /** YYYY-MM-DD */
  birthday: v.optional(v.string()),
  captcha: v.optional(v.string()),
  /** Always 0 */
  type: v.literal(0),
  domain: v.optional(v.string()),
  verificationCode: v.optional(v.string()),
  referralCode: v.optional(v.string()),
  linkId: v.optional(v.string()),
  loginDeviceId: v.string(),
  login: v.optional(v.boolean()),
  /**
   * A first social sign-in's ticket (contract/social.ts): the new account is linked to
   * that provider identity (docs/decisions/0078-social-sign-in-oidc.md).
   */
  socialTicket: v.optional(v.pipe(v.string(), v.maxLength(200))),
});
export type RegisterPayload = v.InferOutput<typeof registerPayloadSchema>;

/** A successful registration logs the player in: same value as login. */
export const registerValueSchema = loginValueSchema;

/** The refused field, so the form can focus it. */
export const fieldRefusalValueSchema = v.object({ field: v.string() });

export const checkUsernameValueSchema = v.object({ available: v.boolean() });
export const affiliateValueSchema = v.object({ valid: v.boolean() });

// ---------------------------------------------------------------- captcha and sms
/** A base64 PNG without a data: prefix; never cached. */
export const captchaValueSchema = v.string();

export const smsRequestSchema = v.object({
  mobileNum: v.string(),
  countryDialingCode: v.string(),
  /** The solved challenge: base64 of the ALTCHA payload JSON (required for login and registration codes). */
  altcha: v.optional(v.pipe(v.string(), v.maxLength(2000))),
});

/** A proof-of-work challenge (ALTCHA v1): find number ≤ maxnumber with hash(salt + number) = challenge. */
export const smsChallengeValueSchema = v.object({
  algorithm: v.picklist(['SHA-1', 'SHA-256', 'SHA-512']),
  challenge: v.string(),
  maxnumber: v.number(),
  salt: v.string(),
  signature: v.string(),
});
export type SmsChallengeValue = v.InferOutput<typeof smsChallengeValueSchema>;
export const smsValueSchema = v.object({ expirationTime: v.number() });

// ---------------------------------------------------------------- passwords
export const passwordEmailPayloadSchema = v.object({ username: v.string(), email: v.string() });

export const setPasswordByPhonePayloadSchema = v.object({
  newPassword: v.string(),
  mobileNum: v.string(),
  countryDialingCode: v.string(),
  verificationCode: v.string(),
  firebaseIdToken: v.optional(v.string()),
});
/** The account whose password was set, so the client can log in with it. */
export const setPasswordByPhoneValueSchema = v.object({ userName: v.string() });

/** The token is the `reset` parameter of the emailed link. */
export const passwordResetPayloadSchema = v.object({
  token: v.pipe(v.string(), v.maxLength(200)),
  newPassword: v.string(),
  confirmNewPassword: v.string(),
});
export type PasswordResetPayload = v.InferOutput<typeof passwordResetPayloadSchema>;

export const changePasswordPayloadSchema = v.object({
  oldPassword: v.string(),
  newPassword: v.string(),
  confirmNewPassword: v.string(),
});

// ---------------------------------------------------------------- member
export const memberInfoValueSchema = v.object({
  id: v.number(),
  nickname: v.nullable(v.string()),
  account: v.string(),
  userName: v.string(),
  type: v.number(),
  clubLabel: v.nullable(v.object({ labelName: v.string() })),
  mobileNum: v.nullable(v.string()),
  email: v.nullable(v.string()),
});
export type MemberInfoValue = v.InferOutput<typeof memberInfoValueSchema>;

/** The value of calls that answer nothing: logout, password by email, change password (`value: null`). */
export const authEmptyValueSchema = v.null();

/** GET captcha query: the client id the captcha is bound to (the same id as payload.loginDeviceId). */
export const captchaQuerySchema = v.object({ deviceId: v.string() });

/**
 * The value of a TOO_MANY_REQUESTS refusal (HTTP 429): seconds until the
 * address may try again.
 */
export const rateLimitRefusalValueSchema = v.object({ retryAfter: v.number() });

export const outboxMessageSchema = v.object({
  channel: v.picklist(['sms', 'email']),
  to: v.string(),
  subject: v.nullable(v.string()),
  body: v.string(),
  createdAt: v.number(),
});
export const outboxValueSchema = v.array(outboxMessageSchema);
