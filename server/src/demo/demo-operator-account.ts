/**
 * The demo deployment's operator, listed in README.md beside the demo accounts. ADMIN signs in with an
 * authenticator code: add `totpSecret` to an authenticator app (docs/product/back-office.md#signing-in).
 */
export const DEMO_OPERATOR = {
  username: 'operator',
  password: 'Operator1234',
  role: 'ADMIN',
  totpSecret: 'IGSJV2LOIZQFP6HADXXQPTNMWKZGOYPU',
} as const;
