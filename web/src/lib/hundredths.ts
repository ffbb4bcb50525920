/** The hundredths of a dice target or roll, or of a multiplier, as text: 4950 is "49.50". */
export function formatHundredths(hundredths: number): string {
  return (hundredths / 100).toFixed(2);
}
