import type { accessVi } from './access.vi';

/** English texts of the access rules shown in the shell; typed against the Vietnamese keys. */
export const accessEn: Record<keyof typeof accessVi, string> = {
  trial_strip: 'You are playing on a trial account.',
  trial_open_account: 'Open a real account',
};
