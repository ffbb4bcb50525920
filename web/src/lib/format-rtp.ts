/**
 * A stated return to player ("96.47%", as the catalogue holds it) in the interface language's number format
 * ("96,47 %" in Portuguese), keeping its decimals; text that is no percentage is shown as it is.
 */
export function formatRtp(rtp: string, locale: string): string {
  const match = /^\s*(\d+)(?:\.(\d+))?\s*%\s*$/.exec(rtp);
  if (match === null) {
    return rtp;
  }
  const decimals = match[2]?.length ?? 0;
  return new Intl.NumberFormat(locale, {
    style: 'percent',
    minimumFractionDigits: decimals,
    maximumFractionDigits: decimals,
  }).format(Number(`${match[1] ?? '0'}.${match[2] ?? '0'}`) / 100);
}
