import type { accessVi } from './access.vi';

/** English texts of access and first steps in the shell; typed against the Vietnamese keys. */
export const accessEn: Record<keyof typeof accessVi, string> = {
  trial_player: 'Trial player',
  trial_strip: 'You are playing on a trial account.',
  trial_open_account: 'Open a real account',
  // ---- registration: optional fields, the username checked as typed, the welcome
  optional: 'optional',
  username_checking: 'Checking the username…',
  username_available: '✓ This username is available',
  welcome_title: 'Welcome, {{name}}!',
  welcome_text: 'Your account is ready. Current balance: {{balance}}.',
  welcome_deposit: 'Deposit now',
  welcome_deposit_hint: 'Deposit to play for real, withdraw your winnings and get the first-deposit promotions.',
  welcome_trial: 'Play with the trial balance',
  welcome_trial_hint: 'Trial play uses a separate trial account; log in again as {{name}} when you want to play for real.',
  welcome_later: 'See the games',
  trial_cta_title: 'A real account is needed',
  trial_cta_text: 'A trial account cannot deposit, withdraw or receive messages. Register for free in a minute to deposit, withdraw your winnings and get promotions.',
  trial_cta_register: 'Register a real account',
  trial_cta_keep: 'Keep playing the trial',
};
