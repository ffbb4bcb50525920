import { z } from 'zod';

/**
 * Countries a member may register a mobile number in, with the number of national digits each accepts
 * (docs/product/accounts.md#login-by-sms: "Phone numbers must have a region-specific number of digits").
 */
export const COUNTRIES = [
  { countryCode: 'BR', countryDialingCode: '55', digits: [10, 11] },
  { countryCode: 'PT', countryDialingCode: '351', digits: [9, 9] },
  { countryCode: 'US', countryDialingCode: '1', digits: [10, 10] },
  { countryCode: 'VN', countryDialingCode: '84', digits: [9, 10] },
  { countryCode: 'TH', countryDialingCode: '66', digits: [9, 9] },
  { countryCode: 'CN', countryDialingCode: '86', digits: [11, 11] },
  { countryCode: 'PH', countryDialingCode: '63', digits: [10, 10] },
  { countryCode: 'ID', countryDialingCode: '62', digits: [9, 12] },
  { countryCode: 'MY', countryDialingCode: '60', digits: [9, 10] },
  { countryCode: 'IN', countryDialingCode: '91', digits: [10, 10] },
] as const;

export const countrySchema = z.object({ countryCode: z.string(), countryDialingCode: z.string() });
export const countryListSchema = z.object({ list: z.array(countrySchema) });

/** Whether `mobile` is a valid national number for the dialing code (digits only, the country's length). */
export function isValidMobile(countryDialingCode: string, mobile: string): boolean {
  const country = COUNTRIES.find((candidate) => candidate.countryDialingCode === countryDialingCode);
  if (!country || !/^\d+$/.test(mobile)) {
    return false;
  }
  return mobile.length >= country.digits[0] && mobile.length <= country.digits[1];
}
