import type { LotteryBetType as BetTypeWire } from '@plaza/contracts/lottery';
import { useTranslation } from 'react-i18next';

import { lotteryKey } from '../hooks/lottery-keys';

/** The game's bet types grouped as the server groups them, groups in the order they first appear. */
export function groupBetTypes(
  betTypes: readonly BetTypeWire[],
): { group: string; betTypes: BetTypeWire[] }[] {
  const groups = new Map<string, BetTypeWire[]>();
  for (const betType of betTypes) {
    const list = groups.get(betType.group) ?? [];
    list.push(betType);
    groups.set(betType.group, list);
  }
  return [...groups].map(([group, list]) => ({ group, betTypes: list }));
}

/**
 * The bet types of a game, grouped (docs/product/lottery-pages.md, "Betting"): a row of groups, then the group's
 * bet types; both are buttons that say which is chosen, so the keyboard and screen readers follow.
 */
export function BetTypeChooser({
  betTypes,
  selectedCode,
  onSelect,
}: {
  betTypes: readonly BetTypeWire[];
  selectedCode: string;
  onSelect: (code: string) => void;
}) {
  const { t } = useTranslation();
  const groups = groupBetTypes(betTypes);
  const selectedGroup = groups.find((group) =>
    group.betTypes.some((betType) => betType.code === selectedCode),
  );
  return (
    <div className="bet-type-chooser">
      <div className="bet-type-chooser__groups" role="group" aria-label={t('lottery.betting.groups')}>
        {groups.map((group) => (
          <button
            key={group.group}
            type="button"
            className={`lottery-chip${group === selectedGroup ? ' lottery-chip--active' : ''}`}
            aria-pressed={group === selectedGroup}
            onClick={() => onSelect(group.betTypes[0]?.code ?? selectedCode)}
          >
            {t(lotteryKey('betGroup', group.group))}
          </button>
        ))}
      </div>
      {selectedGroup === undefined || selectedGroup.betTypes.length < 2 ? null : (
        <div className="bet-type-chooser__types" role="group" aria-label={t('lottery.betting.betTypes')}>
          {selectedGroup.betTypes.map((betType) => (
            <button
              key={betType.code}
              type="button"
              className={`bet-type-chooser__type${betType.code === selectedCode ? ' bet-type-chooser__type--active' : ''}`}
              aria-pressed={betType.code === selectedCode}
              onClick={() => onSelect(betType.code)}
            >
              {t(lotteryKey('betType', betType.code))}
            </button>
          ))}
        </div>
      )}
    </div>
  );
}
