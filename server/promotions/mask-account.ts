/** Masks an account wherever a friend's name reaches another member (friends list, reward titles): "ab***yz". */
export function maskAccount(account: string): string {
  if (account.length <= 4) return `${account.slice(0, 1)}***`;
  return `${account.slice(0, 2)}***${account.slice(-2)}`;
}
