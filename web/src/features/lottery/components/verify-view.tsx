import type { DrawIssue } from '@plaza/contracts/lottery';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

import { ShieldIcon } from '../../../components/icons';
import { QueryContent } from '../../../components/query-content';
import { StateMessage } from '../../../components/state-message';
import { StatusBadge } from '../../../components/status-badge';
import { formatDateTime } from '../../../lib/format-date-time';
import { useDraw } from '../api/get-draws';
import type { DrawVerificationInput } from '../hooks/draw-verification';
import { lotteryKey } from '../hooks/lottery-keys';
import { DrawVerifier } from './draw-verifier';
import { ResultBoard } from './result-board';

function toVerifierInput(draw: DrawIssue): DrawVerificationInput {
  return {
    gameCode: draw.gameCode,
    issueNo: draw.issueNo,
    structure: draw.structure,
    anchor: draw.chain.anchor,
    index: String(draw.chain.index),
    seed: draw.seed ?? '',
    beacon: draw.beacon,
    result: (draw.result ?? []).join(', '),
  };
}

function DrawFacts({ draw }: { draw: DrawIssue }) {
  const { t } = useTranslation();
  return (
    <dl className="verify-view__facts">
      <div>
        <dt>{t('lottery.verify.field.gameCode')}</dt>
        <dd className="mono">{draw.gameCode}</dd>
      </div>
      <div>
        <dt>{t('lottery.verify.field.issueNo')}</dt>
        <dd className="mono">{draw.issueNo}</dd>
      </div>
      <div>
        <dt>{t('lottery.verify.status')}</dt>
        <dd>
          <StatusBadge
            tone={draw.status === 'DRAWN' ? 'success' : draw.status === 'VOID' ? 'danger' : 'pending'}
            label={t(lotteryKey('issueStatus', draw.status))}
          />
        </dd>
      </div>
      <div>
        <dt>{t('lottery.verify.salesOpenAt')}</dt>
        <dd>{formatDateTime(draw.salesOpenAt)}</dd>
      </div>
      <div>
        <dt>{t('lottery.verify.drawAt')}</dt>
        <dd>{formatDateTime(draw.drawAt)}</dd>
      </div>
    </dl>
  );
}

function PublishedDraw({ draw }: { draw: DrawIssue }) {
  const { t } = useTranslation();
  // One input object per published issue, so the verifier runs once when it opens, not on every refresh.
  const initial = useMemo(() => toVerifierInput(draw), [draw]);
  return (
    <div className="verify-view">
      <DrawFacts draw={draw} />
      {draw.status === 'DRAWN' && draw.result !== undefined ? (
        <div className="result-board-scroll">
          <ResultBoard structure={draw.structure} result={draw.result} />
        </div>
      ) : (
        <p className="draw-verifier__explain">
          {draw.status === 'VOID' ? t('lottery.verify.void') : t('lottery.verify.notDrawn')}
        </p>
      )}
      <DrawVerifier
        key={`${draw.gameCode}:${draw.issueNo}:${draw.status}`}
        initial={initial}
        isAutoRun={draw.status === 'DRAWN'}
      />
    </div>
  );
}

function DrawByIssue({ gameCode, issueNo }: { gameCode: string; issueNo: string }) {
  const draw = useDraw(gameCode, issueNo);
  return (
    <QueryContent query={draw} skeleton={{ rows: 4, rowHeight: 60 }}>
      {(data) => <PublishedDraw draw={data} />}
    </QueryContent>
  );
}

/**
 * The verification page (docs/product/lottery-pages.md, "Draws anyone can verify"): an issue as published, and its
 * recomputation in this browser, step by step. Without an issue number the calculator is empty, for any
 * inputs the visitor brings.
 */
export function VerifyView({ gameCode, issueNo }: { gameCode: string; issueNo: string | null }) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="lottery-verify-title">
      <h2 id="lottery-verify-title" className="lottery-section-title">
        {t('lottery.verify.title')}
      </h2>
      <p className="draw-verifier__explain verify-view__intro">{t('lottery.verify.intro')}</p>
      {issueNo === null ? (
        <>
          <StateMessage
            icon={<ShieldIcon />}
            title={t('lottery.verify.noIssueTitle')}
            text={t('lottery.verify.noIssueText')}
          />
          <DrawVerifier
            initial={{
              gameCode,
              issueNo: '',
              structure: 'ssc',
              anchor: '',
              index: '',
              seed: '',
              beacon: '',
              result: '',
            }}
            isAutoRun={false}
          />
        </>
      ) : (
        <DrawByIssue gameCode={gameCode} issueNo={issueNo} />
      )}
    </section>
  );
}
