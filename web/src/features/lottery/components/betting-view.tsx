import type { LotteryGameDetail } from '@plaza/contracts/lottery';
import { findBetType } from '@plaza/engines/lottery/lottery-bet-types';
import { RESULT_STRUCTURES } from '@plaza/engines/lottery/result-structures';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { QueryContent } from '../../../components/query-content';
import { formatAmountInput } from '../../../lib/money';
import { useErrorText } from '../../../lib/use-error-text';
import { useMoneyFormat } from '../../../lib/use-money-format';
import { useGameDetail } from '../api/get-game-detail';
import { useIssues } from '../api/get-issues';
import { usePlaceBets } from '../api/place-bets';
import { useServerNow } from '../hooks/server-clock';
import { useSlip } from '../hooks/use-slip';
import type { ChaseChoice } from './bet-slip';
import { BetPicker } from './bet-picker';
import { BetSlip } from './bet-slip';
import { BetTypeChooser } from './bet-type-chooser';
import { IssueBar } from './issue-bar';
import { LiveDrawPanel } from './live-draw-panel';
import { StakeControls, useStakeCheck } from './stake-controls';

function useCurrentIssue(game: LotteryGameDetail) {
  const issues = useIssues(game.gameCode);
  const now = useServerNow();
  const list = issues.data?.issues ?? (game.currentIssue === null ? [] : [game.currentIssue]);
  // The first issue still on sale by the server's clock; the list refreshes when it closes.
  const issue = list.find((item) => item.status === 'OPEN' && Date.parse(item.salesCloseAt) > now) ?? null;
  return { issue, isClosed: issue === null };
}

function BettingBoard({ game }: { game: LotteryGameDetail }) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const structure = RESULT_STRUCTURES[game.structure];
  const [betCode, setBetCode] = useState(game.betTypes[0]?.code ?? '');
  const money = useMoneyFormat();
  // One stake for money bets and one for points, each starting at the least the game takes (one unit of money
  // at least), so switching bet types keeps what was typed for each kind.
  const [stakeTexts, setStakeTexts] = useState(() => ({
    money: formatAmountInput(Math.max(game.stakeLimits.min, 10 ** money.decimals), money.decimals),
    points: String(game.pointLimits.min),
  }));
  const [chosenStations, setChosenStations] = useState<string[]>([]);
  const [placedText, setPlacedText] = useState<string | null>(null);
  const { issue, isClosed } = useCurrentIssue(game);
  const slip = useSlip();
  const place = usePlaceBets();
  const checkStake = useStakeCheck();
  const betType = game.betTypes.find((item) => item.code === betCode);
  const definition = betType === undefined ? undefined : findBetType(structure, betType.code);
  const stations = issue?.stations ?? [];
  if (betType === undefined || definition === undefined) {
    return <p>{t('lottery.betting.noBetTypes')}</p>;
  }
  const stakeKind = betType.isInPoints ? 'points' : 'money';
  const stake = checkStake(stakeTexts[stakeKind], betType, game);
  const stationsChosen = betType.isMultiStation && stations.length > 0 ? chosenStations : [];

  const onPlace = (chase: ChaseChoice) => {
    if (issue === null) {
      return;
    }
    setPlacedText(null);
    place.mutate(
      {
        gameCode: game.gameCode,
        issueNo: issue.issueNo,
        selections: slip.lines.map((line) => ({
          betCode: line.betCode,
          picks: line.selection,
          stake: line.stake,
          ...(line.stations.length > 0 ? { stations: line.stations } : {}),
        })),
        ...(chase.issues > 1 ? { chase: { issues: chase.issues, stopOnWin: chase.isStopOnWin } } : {}),
        requestId: slip.requestId,
      },
      {
        onSuccess: (placed) => {
          slip.clear();
          setPlacedText(t('lottery.betting.placed', { count: placed.bets.length, issueNo: issue.issueNo }));
        },
      },
    );
  };

  return (
    <div className="lottery-betting">
      <div className="lottery-betting__main">
        <IssueBar game={game} issue={issue} />
        <LiveDrawPanel game={game} />
        <section className="lottery-card lottery-betting__picker" aria-label={t('lottery.betting.pick')}>
          <BetTypeChooser betTypes={game.betTypes} selectedCode={betCode} onSelect={setBetCode} />
          <StakeControls
            game={game}
            betType={betType}
            stakeText={stakeTexts[stakeKind]}
            onStakeText={(text) => setStakeTexts((current) => ({ ...current, [stakeKind]: text }))}
            stations={stations}
            chosenStations={stationsChosen}
            onStations={setChosenStations}
            error={stake.isValid ? null : stake.reason}
          />
          <BetPicker
            key={betType.code}
            definition={definition}
            canAdd={
              stake.isValid && (!betType.isMultiStation || stations.length === 0 || stationsChosen.length > 0)
            }
            onAdd={(selection, combinations) => {
              if (!stake.isValid) {
                return;
              }
              setPlacedText(null);
              slip.add({
                betCode: betType.code,
                selection,
                combinations,
                stake: stake.stake,
                isInPoints: betType.isInPoints,
                stakePerCombination: betType.isInPoints ? stake.stake * game.pricePerPoint : stake.stake,
                stations: stationsChosen,
              });
            }}
          />
        </section>
      </div>
      <div className="lottery-betting__side">
        <BetSlip
          lines={slip.lines}
          issueNo={issue?.issueNo ?? null}
          isClosed={isClosed}
          isPlacing={place.isPending}
          maxChaseIssues={game.maxChaseIssues}
          error={place.isError ? errorText(place.error) : null}
          notice={placedText}
          onRemove={slip.remove}
          onClear={slip.clear}
          onPlace={onPlace}
        />
      </div>
    </div>
  );
}

/** A game's betting page (docs/product/lottery-pages.md, "Betting"). */
export function BettingView({ gameCode }: { gameCode: string }) {
  const detail = useGameDetail(gameCode);
  return (
    <QueryContent query={detail} skeleton={{ rows: 6, rowHeight: 64 }}>
      {(game) => <BettingBoard key={game.gameCode} game={game} />}
    </QueryContent>
  );
}
