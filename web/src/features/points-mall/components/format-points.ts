/** A whole number of points with the language's digit grouping. */
export function formatPoints(points: number, language: string): string {
  return new Intl.NumberFormat(language).format(points);
}
