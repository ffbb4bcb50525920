import type { JackpotDrawCheck, JackpotDrawRecord } from '@plaza/engines/jackpot';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

import { useMoneyFormat } from '../lib/use-money-format';
import { Verdict } from './verdict';
import './jackpot-draw-check.css';

/**
 * A slot round's jackpot draw, recomputed in the browser (engines/src/jackpot.ts, decisions 081 and 065), beside
 * the game server's record: the rule, the HMAC message, the word taken and the limit it had to be below, the value
 * and whether it wins, and a verdict on whether it is what was recorded. For the fairness panel's verifier and the
 * jackpot page's check of a win.
 */
export function JackpotDrawCheckView({
  record,
  check,
  amount,
}: {
  record: JackpotDrawRecord;
  check: JackpotDrawCheck;
  /** What the pool paid the round, when it won. */
  amount: number | null;
}) {
  const { t, i18n } = useTranslation();
  const money = useMoneyFormat();
  const titleId = useId();
  const number = new Intl.NumberFormat(i18n.language);
  const outcome = (isWin: boolean) =>
    isWin
      ? amount === null
        ? t('jackpotRules.draw.won')
        : t('jackpotRules.draw.wonAmount', { amount: money.format(amount) })
      : t('jackpotRules.draw.notWon');
  const { trace } = check;
  let verdict: string;
  if (trace === null) {
    verdict = t('jackpotRules.draw.cannot');
  } else if (check.isMatch) {
    verdict = t('jackpotRules.draw.matches', {
      value: number.format(trace.value),
      outcome: outcome(trace.isWin),
    });
  } else {
    verdict = t('jackpotRules.draw.differs', {
      value: number.format(trace.value),
      outcome: outcome(trace.isWin),
      recorded: number.format(record.draw),
      recordedOutcome: outcome(record.isWin),
    });
  }
  return (
    <section className="jackpot-check" aria-labelledby={titleId} data-testid="jackpot-check">
      <h3 id={titleId} className="jackpot-check__title">
        {t('jackpotRules.draw.title')}
      </h3>
      <p className="jackpot-check__rule">
        {t('jackpotRules.draw.rule', { oneIn: number.format(record.oneIn) })}
      </p>
      {trace === null ? null : (
        <dl className="jackpot-check__facts">
          <div>
            <dt>{t('jackpotRules.draw.message')}</dt>
            <dd className="mono">{trace.message}</dd>
          </div>
          <div>
            <dt>{t('jackpotRules.draw.word')}</dt>
            <dd>
              {t('jackpotRules.draw.wordValue', {
                word: number.format(trace.word),
                index: trace.wordIndex + 1,
              })}
            </dd>
          </div>
          <div>
            <dt>{t('jackpotRules.draw.limit')}</dt>
            <dd>{number.format(trace.acceptedLimit)}</dd>
          </div>
          <div>
            <dt>{t('jackpotRules.draw.value', { oneIn: number.format(record.oneIn) })}</dt>
            <dd className="jackpot-check__value">
              {number.format(trace.value)} · {t('jackpotRules.draw.threshold')} · {outcome(trace.isWin)}
            </dd>
          </div>
          <div>
            <dt>{t('jackpotRules.draw.recorded')}</dt>
            <dd>
              {number.format(record.draw)} · {outcome(record.isWin)}
            </dd>
          </div>
        </dl>
      )}
      <Verdict isMatch={check.isMatch} text={verdict} />
    </section>
  );
}
