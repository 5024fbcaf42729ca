/** Query-key factories: one place that names every cached server answer. */
export const queryKeys = {
  status: () => ['system', 'status'] as const,
  helpCenter: (language: string) => ['system', 'helpCenter', language] as const,
  country: () => ['system', 'country'] as const,
  registerSettings: () => ['system', 'registerSettings'] as const,
  consolidated: () => ['system', 'consolidated'] as const,
};
