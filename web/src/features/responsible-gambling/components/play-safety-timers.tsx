import { balanceSchema } from '@plaza/contracts/wallet';
import { useEffect, useRef, useState } from 'react';
import { z } from 'zod';
import { useTranslation } from 'react-i18next';

import { Modal } from '../../../components/modal';
import { apiRequest } from '../../../lib/api-client';
import { announceSessionEnd } from '../../../lib/session-end';
import { clearSessionStorage } from '../../../lib/session-token';
import { useMoneyFormat } from '../../../lib/use-money-format';
import { usePlaySettings } from '../api/gambling-controls';

const MINUTE_MS = 60_000;
/** How often the timers look at the clock. */
const TICK_MS = 15_000;
const STARTED_KEY = 'playSafety:startedAt';
const START_BALANCE_KEY = 'playSafety:startBalance';
const ACTIVITY_EVENTS = ['pointerdown', 'keydown', 'wheel', 'touchstart'] as const;

function readNumber(key: string): number | null {
  const value = Number(sessionStorage.getItem(key) ?? Number.NaN);
  return Number.isFinite(value) ? value : null;
}

async function readTotalBalance(): Promise<number> {
  return (await apiRequest({ method: 'GET', path: '/wps/v2/wallets/balance', schema: balanceSchema }))
    .sumBalance;
}

interface Notice {
  minutes: number;
  change: number | null;
}

/**
 * For a logged-in member (docs/product/member-services.md#responsible-gambling), with the settings kept on the
 * server (docs/decisions/057-session-time-limit.md): a reality check every N minutes with the time since sign-in and
 * the balance change since then, a logout after M minutes without activity, and at the end of the session's play
 * time a call the server answers with gambling.session.ended (the shell then says why). A trial member has none of
 * the settings: the 30-minute idle logout applies.
 */
export function PlaySafetyTimers({ isTrial }: { isTrial: boolean }) {
  const { t } = useTranslation();
  const money = useMoneyFormat();
  const settings = usePlaySettings(!isTrial);
  // Set when the timers start (an effect: render stays pure).
  const lastActive = useRef(0);
  const lastReminder = useRef(0);
  const [notice, setNotice] = useState<Notice | null>(null);

  useEffect(() => {
    lastActive.current = Date.now();
    lastReminder.current = Date.now();
    if (readNumber(STARTED_KEY) === null) {
      sessionStorage.setItem(STARTED_KEY, String(Date.now()));
      readTotalBalance()
        .then((balance) => sessionStorage.setItem(START_BALANCE_KEY, String(balance)))
        .catch(() => undefined);
    }
    const onActivity = () => {
      lastActive.current = Date.now();
    };
    for (const event of ACTIVITY_EVENTS) {
      window.addEventListener(event, onActivity, { passive: true });
    }
    return () => {
      for (const event of ACTIVITY_EVENTS) {
        window.removeEventListener(event, onActivity);
      }
    };
  }, []);

  useEffect(() => {
    const timer = window.setInterval(() => {
      const now = Date.now();
      if (now - lastActive.current >= settings.inactivityMinutes * MINUTE_MS) {
        apiRequest({ method: 'DELETE', path: '/wps/session/logout', schema: z.null() })
          .catch(() => undefined)
          .finally(() => clearSessionStorage());
        announceSessionEnd({ reason: 'inactivity', minutes: settings.inactivityMinutes });
        return;
      }
      if (settings.sessionEndsAt !== null && now >= Date.parse(settings.sessionEndsAt)) {
        // The server decides: past the end it answers 401 gambling.session.ended and the page signs out.
        readTotalBalance().catch(() => undefined);
        return;
      }
      if (
        settings.realityCheckMinutes > 0 &&
        now - lastReminder.current >= settings.realityCheckMinutes * MINUTE_MS
      ) {
        lastReminder.current = now;
        const started = readNumber(STARTED_KEY) ?? now;
        const startBalance = readNumber(START_BALANCE_KEY);
        const minutes = Math.round((now - started) / MINUTE_MS);
        readTotalBalance()
          .then((balance) =>
            setNotice({
              minutes,
              change: startBalance === null ? null : balance - startBalance,
            }),
          )
          .catch(() => setNotice({ minutes, change: null }));
      }
    }, TICK_MS);
    return () => window.clearInterval(timer);
  }, [settings.inactivityMinutes, settings.realityCheckMinutes, settings.sessionEndsAt]);

  // The end of the session's play time, to the second rather than at the next tick.
  useEffect(() => {
    if (settings.sessionEndsAt === null) {
      return undefined;
    }
    const timer = window.setTimeout(
      () => {
        readTotalBalance().catch(() => undefined);
      },
      Math.max(Date.parse(settings.sessionEndsAt) - Date.now(), 0) + 1_000,
    );
    return () => window.clearTimeout(timer);
  }, [settings.sessionEndsAt]);

  if (notice === null) {
    return null;
  }
  return (
    <Modal title={t('memberServices.gambling.realityCheckTitle')} onClose={() => setNotice(null)}>
      <p>{t('memberServices.gambling.realityCheckPlayed', { count: notice.minutes })}</p>
      {notice.change === null ? null : (
        <p>{t('memberServices.gambling.realityCheckChange', { amount: money.format(notice.change) })}</p>
      )}
      <div className="gambling-limit__actions">
        <button type="button" className="button button--primary" onClick={() => setNotice(null)}>
          {t('memberServices.gambling.keepPlaying')}
        </button>
      </div>
    </Modal>
  );
}
