import { hash, verify } from '@node-rs/argon2';

/**
 * argon2id with OWASP's recommended floor (19 MiB, 2 passes, 1 lane): about 50 ms on this project's 2-core
 * machine, slow enough to make offline guessing expensive and fast enough for a login's budget.
 */
const ARGON2_OPTIONS = { memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

/** Hashes a password or payment password with argon2id. */
export function hashPassword(password: string): Promise<string> {
  return hash(password, ARGON2_OPTIONS);
}

/** Checks a password against its argon2id hash; a malformed hash never matches. */
export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}
