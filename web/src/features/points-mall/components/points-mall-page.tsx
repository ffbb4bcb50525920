import { useId, useRef, useState } from 'react';
import type { KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';

import { StarIcon } from '../../../components/icons';
import { QueryContent } from '../../../components/query-content';
import { StateMessage } from '../../../components/state-message';
import { hasSessionToken } from '../../../lib/session-token';
import { useFeature } from '../../../lib/use-feature';
import { useMoneyFormat } from '../../../lib/use-money-format';
import { usePointBalance } from '../api/get-point-balance';
import { usePointConfig } from '../api/get-point-config';
import { ConvertDialog } from './convert-dialog';
import { formatPoints } from './format-points';
import { PointsDetails } from './points-details';
import { PointsRewards } from './points-rewards';
import { RedeemHistory } from './redeem-history';
import './points-mall.css';

const TABS = ['mall', 'history', 'details'] as const;
type Tab = (typeof TABS)[number];

/** The logged-in member's mall: the points, converting them, and the mall, redeem history and points details tabs. */
function PointsMall() {
  const { t, i18n } = useTranslation();
  const money = useMoneyFormat();
  const baseId = useId();
  const balance = usePointBalance();
  const config = usePointConfig();
  const [tab, setTab] = useState<Tab>('mall');
  const [isConverting, setIsConverting] = useState(false);
  const tabRefs = useRef(new Map<Tab, HTMLButtonElement>());

  const onTabKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const index = TABS.indexOf(tab);
    const last = TABS.length - 1;
    const targets: Record<string, number> = {
      ArrowRight: index === last ? 0 : index + 1,
      ArrowLeft: index === 0 ? last : index - 1,
      Home: 0,
      End: last,
    };
    const target = targets[event.key];
    const next = target === undefined ? undefined : TABS[target];
    if (next !== undefined) {
      event.preventDefault();
      setTab(next);
      tabRefs.current.get(next)?.focus();
    }
  };

  return (
    <div className="points-mall">
      <QueryContent query={balance} skeleton={{ rows: 1, rowHeight: 72 }}>
        {({ balance: points }) => (
          <section className="points-summary" aria-label={t('pointsMall.yourPoints')}>
            <div>
              <p className="points-summary__label">{t('pointsMall.yourPoints')}</p>
              <p className="points-summary__balance" data-testid="points-balance">
                {formatPoints(points, i18n.language)}
              </p>
              {config.data === undefined ? null : (
                <p className="points-summary__rate">
                  {t('pointsMall.rate', {
                    amount: money.format(config.data.validBetPerPoint),
                    points: formatPoints(config.data.convertPoints, i18n.language),
                    value: money.format(config.data.convertAmount),
                  })}
                </p>
              )}
            </div>
            <button
              type="button"
              className="button button--outline"
              disabled={config.data === undefined || points < config.data.minConvertPoints}
              onClick={() => setIsConverting(true)}
            >
              {t('pointsMall.convert')}
            </button>
            {isConverting && config.data !== undefined ? (
              <ConvertDialog balance={points} config={config.data} onClose={() => setIsConverting(false)} />
            ) : null}
          </section>
        )}
      </QueryContent>
      <div
        className="points-tabs"
        role="tablist"
        aria-label={t('pageTitle.pointMall')}
        onKeyDown={onTabKeyDown}
      >
        {TABS.map((each) => (
          <button
            key={each}
            ref={(element) => {
              if (element === null) {
                tabRefs.current.delete(each);
              } else {
                tabRefs.current.set(each, element);
              }
            }}
            id={`${baseId}-tab-${each}`}
            type="button"
            role="tab"
            className="points-tabs__tab"
            aria-selected={tab === each}
            aria-controls={`${baseId}-panel`}
            tabIndex={tab === each ? 0 : -1}
            onClick={() => setTab(each)}
          >
            {t(`pointsMall.tab.${each}`)}
          </button>
        ))}
      </div>
      <section id={`${baseId}-panel`} role="tabpanel" aria-labelledby={`${baseId}-tab-${tab}`}>
        {tab === 'mall' ? <PointsRewards balance={balance.data?.balance ?? 0} /> : null}
        {tab === 'history' ? <RedeemHistory /> : null}
        {tab === 'details' ? <PointsDetails /> : null}
      </section>
    </div>
  );
}

/**
 * The points mall (/pointMall, docs/product/points-mall.md): members earn points on valid bets and redeem them for
 * rewards or convert them to money (only when PTSYS3 is on); a visitor is asked to log in.
 */
export function PointsMallPage() {
  const { t } = useTranslation();
  const { search } = useLocation();
  const isEnabled = useFeature('PTSYS3');
  const isLoggedIn = hasSessionToken(search);

  return (
    <div className="page">
      <h1 className="page__title">{t('pageTitle.pointMall')}</h1>
      {!isEnabled ? (
        <StateMessage
          icon={<StarIcon />}
          title={t('pointsMall.unavailableTitle')}
          text={t('pointsMall.unavailableText')}
        />
      ) : isLoggedIn ? (
        <PointsMall />
      ) : (
        <StateMessage
          icon={<StarIcon />}
          title={t('pointsMall.introTitle')}
          text={t('pointsMall.guestText')}
          action={
            <Link className="button button--primary" to="/login">
              {t('account.login')}
            </Link>
          }
        />
      )}
    </div>
  );
}
