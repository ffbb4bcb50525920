import { newGameVendorSchema } from '@plaza/contracts/games';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';

import type { AppContext } from '../../app-context';
import { registerRelay } from '../../http/relay';
import { getVendorLanes } from './games.service';

/** The game catalogue calls. */
export function registerGamesRoutes(app: FastifyInstance, context: AppContext): void {
  registerRelay(app, {
    name: 'GCSGAME_newGameVendor',
    input: z.object({ platform: z.string().default('html5-desktop') }),
    output: newGameVendorSchema,
    tags: ['games'],
    handler: () => getVendorLanes(context.database),
  });
}
