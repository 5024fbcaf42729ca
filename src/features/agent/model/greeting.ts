/** Spec: greeting by local hour: 0–10 morning, 11–14 early afternoon, 15–18 late afternoon, 19–24 evening. */
export type Greeting = 'morning' | 'early_afternoon' | 'late_afternoon' | 'evening';

export function greetingFor(hour: number): Greeting {
  if (hour <= 10) return 'morning';
  if (hour <= 14) return 'early_afternoon';
  if (hour <= 18) return 'late_afternoon';
  return 'evening';
}
