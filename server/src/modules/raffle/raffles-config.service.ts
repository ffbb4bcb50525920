import type { Language } from '@plaza/contracts/languages';
import { raffleStatusSchema } from '@plaza/contracts/raffle';
import { readTitledTexts } from '@plaza/contracts/rewards-operator';
import type { OperatorRaffle, raffleSaveRequestSchema } from '@plaza/contracts/rewards-operator';
import { z } from 'zod';

import type { DatabaseHandle } from '../../db/database';
import { runInTransaction } from '../../db/transaction';
import type { Executor } from '../../db/transaction';
import { AppError } from '../../http/app-error';
import { matchesSearch, pageInMemory } from '../../http/paging';
import { recordOperatorAction } from '../operator/operator-audit.service';
import type { AuthenticatedOperator } from '../operator/operator.service';
import { insertRaffle, selectAllRaffles, selectRaffle, updateOpenRaffle } from './raffle.repository';
import type { RaffleRow } from './raffle.repository';
import { committedRaffleRow } from './raffle.service';

type RaffleSave = z.output<typeof raffleSaveRequestSchema>;
const numbersSchema = z.array(z.number().int());

function toOperatorRaffle(row: RaffleRow, language: Language): OperatorRaffle {
  const texts = readTitledTexts(row.texts, row.code);
  const isDrawn = row.status === 'DRAWN';
  return {
    id: row.id,
    code: row.code,
    title: texts[language].title,
    texts,
    startsAt: new Date(row.starts_at).toISOString(),
    endsAt: new Date(row.ends_at).toISOString(),
    drawAt: new Date(row.draw_at).toISOString(),
    validBetPerTicket: row.valid_bet_per_ticket,
    maxTicketsPerMember: row.max_tickets_per_member,
    prizes: numbersSchema.parse(JSON.parse(row.prizes)),
    status: raffleStatusSchema.parse(row.status),
    ticketCount: row.ticket_count,
    anchor: row.anchor,
    // The seed stays secret until the draw: showing it earlier would let anyone compute the winners.
    seed: isDrawn ? row.seed : null,
    result: isDrawn && row.result !== null ? numbersSchema.parse(JSON.parse(row.result)) : null,
    isEditable: !isDrawn && row.ticket_count === 0,
  };
}

/** GET /ops/raffles: every raffle, newest first, by part of its code or a title, paged. */
export async function listOperatorRaffles(
  handle: DatabaseHandle,
  query: { search?: string | undefined; pageNum: number; pageSize: number },
  language: Language,
) {
  const raffles = (await selectAllRaffles(handle.db))
    .map((row) => toOperatorRaffle(row, language))
    .filter((raffle) =>
      matchesSearch(query.search, [raffle.code, ...Object.values(raffle.texts).map((text) => text.title)]),
    );
  return pageInMemory(raffles, query);
}

async function answerOne(db: Executor, id: number, language: Language): Promise<OperatorRaffle> {
  const row = await selectRaffle(db, id);
  if (row === undefined) {
    throw new AppError('not.found');
  }
  return toOperatorRaffle(row, language);
}

/**
 * POST /ops/raffles (id null): a new raffle with its draw committed at once (the anchor shown from now on). PUT
 * /ops/raffles/:id: its terms changed while no ticket is taken and it is not drawn, else 409 already.processed;
 * the commitment never changes. Audited as `raffle.save`.
 */
export async function saveRaffle(
  handle: DatabaseHandle,
  actor: AuthenticatedOperator,
  id: number | null,
  request: RaffleSave,
  language: Language,
  now: number = Date.now(),
): Promise<OperatorRaffle> {
  const terms = {
    texts: request.texts,
    startsAt: Date.parse(request.startsAt),
    endsAt: Date.parse(request.endsAt),
    drawAt: Date.parse(request.drawAt),
    validBetPerTicket: request.validBetPerTicket,
    maxTicketsPerMember: request.maxTicketsPerMember,
    prizes: request.prizes,
  };
  const row = await committedRaffleRow({ ...terms, code: `R${now.toString(36).toUpperCase()}` });
  return runInTransaction(handle, async (db) => {
    let savedId: number;
    let before: RaffleRow | undefined;
    if (id === null) {
      savedId = await insertRaffle(db, row);
    } else {
      before = await selectRaffle(db, id);
      if (before === undefined) {
        throw new AppError('not.found');
      }
      const { texts, starts_at, ends_at, draw_at, valid_bet_per_ticket, max_tickets_per_member, prizes } =
        row;
      const changed = await updateOpenRaffle(db, id, {
        texts,
        starts_at,
        ends_at,
        draw_at,
        valid_bet_per_ticket,
        max_tickets_per_member,
        prizes,
      });
      if (!changed) {
        throw new AppError('already.processed');
      }
      savedId = id;
    }
    await recordOperatorAction(db, {
      actor,
      action: 'raffle.save',
      targetType: 'raffle',
      targetId: savedId,
      details: {
        before: before === undefined ? null : { ...before, seed: undefined },
        after: { ...terms, anchor: before?.anchor ?? row.anchor },
      },
      now,
    });
    return answerOne(db, savedId, language);
  });
}
