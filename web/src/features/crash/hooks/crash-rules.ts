import { crashInputSchema } from '@plaza/contracts/bgs';

export type AutoCashOutCheck =
  { isValid: true; hundredths: number | undefined } | { isValid: false; issue: 'invalid' | 'range' };

/**
 * An automatic cash-out typed as a multiplier ("2", "2.5", "2,50", "3×") in hundredths, checked against the
 * bet's contract (1.01× up); empty means none.
 */
export function checkAutoCashOut(text: string): AutoCashOutCheck {
  const trimmed = text.trim().replace(/[×x]$/i, '').trim().replace(',', '.');
  if (trimmed === '') {
    return { isValid: true, hundredths: undefined };
  }
  if (!/^\d{1,7}(\.\d{1,2})?$/.test(trimmed)) {
    return { isValid: false, issue: 'invalid' };
  }
  const [whole = '0', fraction = ''] = trimmed.split('.');
  const hundredths = Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
  return crashInputSchema.shape.autoCashOutHundredths.safeParse(hundredths).success
    ? { isValid: true, hundredths }
    : { isValid: false, issue: 'range' };
}

/** How big a crash point was, for its colour in the history strip: under 2×, under 10×, or more. */
export function rateCrashPoint(hundredths: number): 'low' | 'mid' | 'high' {
  return hundredths < 200 ? 'low' : hundredths < 1_000 ? 'mid' : 'high';
}
