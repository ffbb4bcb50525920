import { isUsableTotpSecret } from '@plaza/contracts/accounts';
import fc from 'fast-check';
import { generateSecret, verify } from 'otplib';
import { describe, expect, it } from 'vitest';

/** Whether otplib, which checks the codes, can use `secret` at all (it throws for a secret it cannot decode). */
async function canOtplibUse(secret: string): Promise<boolean> {
  return verify({ secret, token: '000000' }).then(
    () => true,
    () => false,
  );
}

const base32Character = fc.constantFrom(...'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567abcdefghijklmnopqrstuvwxyz');

describe('the contract rule for authenticator secrets', () => {
  it('refuses the well-formed secrets too short for otplib (16, 18, 24 characters) and takes the ones it uses', async () => {
    for (const secret of ['JBSWY3DPEHPK3PXP', 'JBSWY3DPEHPK3PXPJB', 'JBSWY3DPEHPK3PXPJBSWY3DP']) {
      expect(isUsableTotpSecret(secret), secret).toBe(false);
      expect(await canOtplibUse(secret), secret).toBe(false);
    }
    for (const length of [16, 20, 32, 40]) {
      const secret = generateSecret({ length });
      expect(isUsableTotpSecret(secret), secret).toBe(true);
      expect(await canOtplibUse(secret), secret).toBe(true);
    }
  });

  it('accepts exactly the secrets otplib can use', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(base32Character, { minLength: 0, maxLength: 64 }),
        fc.nat({ max: 8 }),
        fc.constantFrom('', '', '', ' ', '1', '-', '=A'),
        async (characters, padding, junk) => {
          const secret = `${characters.join('')}${'='.repeat(padding)}${junk}`;
          expect(isUsableTotpSecret(secret), secret).toBe(await canOtplibUse(secret));
        },
      ),
      { numRuns: 2000, seed: 26 },
    );
  });
});
