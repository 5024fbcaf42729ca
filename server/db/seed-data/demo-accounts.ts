/**
 * Demo accounts of a fresh deployment (documented in the README). Plain
 * data; server/accounts/demo-accounts.ts writes it. Trial accounts come
 * from free play, not from here.
 */
export const DEMO_ACCOUNTS = [
  {
    username: 'demomember',
    password: 'Demo1234',
    type: 0,
    nickname: 'Người chơi Demo',
    dialingCode: '+84',
    mobileNum: '912345678',
    email: 'demo@wps-demo.vn',
    ownAffiliateCode: null,
    balance: 1_000_000,
  },
  {
    username: 'demoagent',
    password: 'Demo1234',
    type: 1,
    nickname: 'Đại lý Demo',
    dialingCode: null,
    mobileNum: null,
    email: null,
    ownAffiliateCode: 'DEMO2026',
    balance: 5_000_000,
  },
] as const;
