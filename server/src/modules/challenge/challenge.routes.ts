import { verificationChallengeSchema } from '@plaza/contracts/accounts';
import { successEnvelope } from '@plaza/contracts/envelope';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';

import type { AppContext } from '../../app-context';
import { ok } from '../../http/envelope';
import { createVerificationChallenge } from './challenge.service';

/** The proof-of-work challenge run before login and registration. */
export function registerChallengeRoutes(app: FastifyInstance, context: AppContext): void {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/wps/verification/challenge',
    {
      schema: { tags: ['accounts'], response: { 200: successEnvelope(verificationChallengeSchema) } },
      config: { rateLimit: { max: 60, timeWindow: '1 minute' } },
    },
    async () => {
      const challenge = await createVerificationChallenge(context.database);
      // Copies turn the library's interfaces into plain object types the loose schema accepts.
      return ok({ ...challenge, parameters: { ...challenge.parameters } });
    },
  );
}
