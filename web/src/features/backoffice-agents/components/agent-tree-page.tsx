import type { AgentTreeNode, AgentTreePage } from '@plaza/contracts/agents-operator';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

import { SearchIcon } from '../../../components/icons';
import { LoadError } from '../../../components/load-error';
import { Skeleton } from '../../../components/skeleton';
import { StateMessage } from '../../../components/state-message';
import { useOperatorMay } from '../../../lib/operator-session';
import { useListParams } from '../../../lib/use-list-params';
import { useMoneyFormat } from '../../../lib/use-money-format';
import { fetchAgentTree } from '../api/agent-tree';
import { MoveMemberDialog } from './move-member-dialog';
import './agent-tree-page.css';

/** How many members one level of the tree reads at a time ("show more" reads the next ones). */
const LEVEL_PAGE_SIZE = 20;

type Moving = { member: AgentTreeNode; uplineAccount: string | null };

/** One level of the tree (the top, a member's direct members, or the accounts found), read a page at a time. */
function useLevel(query: { parentId?: number; search?: string }) {
  return useInfiniteQuery({
    queryKey: ['backoffice', 'agents', 'tree', query],
    queryFn: ({ pageParam }) =>
      fetchAgentTree({
        ...(query.parentId === undefined ? {} : { parentId: String(query.parentId) }),
        ...(query.search === undefined ? {} : { search: query.search }),
        pageNum: String(pageParam),
        pageSize: String(LEVEL_PAGE_SIZE),
      }),
    initialPageParam: 1,
    getNextPageParam: (last: AgentTreePage) =>
      last.pageNum < last.totalPages ? last.pageNum + 1 : undefined,
  });
}

function NodeRow({
  node,
  uplineAccount,
  isExpanded,
  onToggle,
  onMove,
}: {
  node: AgentTreeNode;
  uplineAccount: string | null;
  isExpanded: boolean;
  onToggle: (() => void) | null;
  onMove: ((moving: Moving) => void) | null;
}) {
  const { t } = useTranslation();
  const money = useMoneyFormat();
  return (
    <div className="agent-tree__row">
      <span className="agent-tree__toggle">
        {onToggle === null ? null : (
          <button
            type="button"
            className="button button--quiet"
            aria-expanded={isExpanded}
            aria-label={t(isExpanded ? 'backoffice.agentTree.collapse' : 'backoffice.agentTree.expand', {
              name: node.account,
            })}
            onClick={onToggle}
          >
            {isExpanded ? '▾' : '▸'}
          </button>
        )}
      </span>
      <span className="agent-tree__who">
        <Link to={`/backoffice/members/${node.id}`}>{node.account}</Link>{' '}
        <span className={`back-office-badge${node.isAgent ? ' back-office-badge--on' : ''}`}>
          {node.isAgent ? t('backoffice.members.agent') : t('backoffice.members.player')}
        </span>
        {node.uplines.length > 0 ? (
          <small className="agent-tree__path">
            {node.uplines.map((upline) => upline.account).join(' › ')} › {node.account}
          </small>
        ) : null}
      </span>
      <dl className="agent-tree__facts">
        <div>
          <dt>{t('backoffice.agentTree.teamSize')}</dt>
          <dd>{node.teamSize}</dd>
        </div>
        <div>
          <dt>{t('backoffice.agentTree.direct')}</dt>
          <dd>{node.directMembers}</dd>
        </div>
        <div>
          <dt>{t('backoffice.agentTree.deposits')}</dt>
          <dd>{money.format(node.figures.deposits)}</dd>
        </div>
        <div>
          <dt>{t('backoffice.agentTree.validBet')}</dt>
          <dd>{money.format(node.figures.validBet)}</dd>
        </div>
        <div>
          <dt>{t('backoffice.agentTree.profitLoss')}</dt>
          <dd>{money.format(node.figures.profitLoss)}</dd>
        </div>
      </dl>
      <span className="agent-tree__actions">
        {onMove === null ? null : (
          <button
            type="button"
            className="button button--outline"
            aria-label={t('backoffice.agentTree.moveTitle', { name: node.account })}
            onClick={() => onMove({ member: node, uplineAccount })}
          >
            {t('backoffice.agentTree.move')}
          </button>
        )}
      </span>
    </div>
  );
}

/** A level's members, each with its own children below it once opened; "show more" reads the next page. */
function TreeLevel({
  parentId,
  parentAccount,
  search,
  depth,
  onMove,
}: {
  parentId?: number;
  parentAccount: string | null;
  search?: string;
  depth: number;
  onMove: ((moving: Moving) => void) | null;
}) {
  const { t } = useTranslation();
  const [expanded, setExpanded] = useState<ReadonlySet<number>>(new Set());
  const level = useLevel({
    ...(parentId === undefined ? {} : { parentId }),
    ...(search === undefined ? {} : { search }),
  });
  if (level.isPending) {
    return <Skeleton rows={depth === 0 ? 6 : 2} rowHeight={52} />;
  }
  if (level.isError) {
    return <LoadError error={level.error} onRetry={() => void level.refetch()} />;
  }
  const nodes = level.data.pages.flatMap((page) => page.content);
  const total = level.data.pages[0]?.total ?? 0;
  if (nodes.length === 0) {
    return depth === 0 ? (
      <StateMessage
        icon={<SearchIcon />}
        title={
          search === undefined ? t('backoffice.agentTree.emptyTitle') : t('backoffice.agentTree.noMatch')
        }
        text={t('backoffice.list.emptyText')}
      />
    ) : null;
  }
  const toggle = (id: number) => {
    const next = new Set(expanded);
    if (!next.delete(id)) {
      next.add(id);
    }
    setExpanded(next);
  };
  return (
    <ul className="agent-tree__level" role={depth === 0 ? 'tree' : 'group'}>
      {nodes.map((node) => {
        const isExpanded = expanded.has(node.id);
        const uplineAccount = search === undefined ? parentAccount : (node.uplines.at(-1)?.account ?? null);
        return (
          <li
            key={node.id}
            role="treeitem"
            aria-label={node.account}
            aria-expanded={node.directMembers > 0 ? isExpanded : undefined}
            className="agent-tree__item"
          >
            <NodeRow
              node={node}
              uplineAccount={uplineAccount}
              isExpanded={isExpanded}
              onToggle={node.directMembers > 0 ? () => toggle(node.id) : null}
              onMove={onMove}
            />
            {isExpanded ? (
              <TreeLevel parentId={node.id} parentAccount={node.account} depth={depth + 1} onMove={onMove} />
            ) : null}
          </li>
        );
      })}
      {level.hasNextPage ? (
        <li className="agent-tree__more">
          <button
            type="button"
            className="button button--quiet"
            disabled={level.isFetchingNextPage}
            onClick={() => void level.fetchNextPage()}
          >
            {t('backoffice.agentTree.showMore', { shown: nodes.length, total })}
          </button>
        </li>
      ) : null}
    </ul>
  );
}

/**
 * Agents → tree: the downline tree from the top agents down, one level at a time (each level paged), with each
 * member's team size, direct members and the month's team figures; a search by the start of an account shows where
 * each match sits. The roles with members.move move a member and its team under another agent.
 */
export function AgentTreePage() {
  const { t } = useTranslation();
  const params = useListParams<'search'>();
  const search = params.get('search');
  const [draft, setDraft] = useState(search);
  const [moving, setMoving] = useState<Moving | null>(null);
  const mayMove = useOperatorMay('members.move');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    params.set({ search: draft.trim() });
  };
  return (
    <div className="back-office-screen">
      <div className="back-office-screen__head">
        <h1 className="back-office-screen__title">{t('backoffice.agentTree.title')}</h1>
      </div>
      <p className="back-office-screen__text">{t('backoffice.agentTree.lead')}</p>
      <form className="list-screen__search agent-tree__search" role="search" onSubmit={submit}>
        <label className="visually-hidden" htmlFor="agent-tree-search">
          {t('backoffice.agentTree.search')}
        </label>
        <input
          id="agent-tree-search"
          className="field__input"
          type="search"
          value={draft}
          placeholder={t('backoffice.agentTree.search')}
          onChange={(event) => setDraft(event.target.value)}
        />
        <button type="submit" className="button button--outline" aria-label={t('backoffice.list.search')}>
          <SearchIcon />
        </button>
      </form>
      <TreeLevel
        key={search}
        parentAccount={null}
        {...(search === '' ? {} : { search })}
        depth={0}
        onMove={mayMove ? setMoving : null}
      />
      {moving === null ? null : (
        <MoveMemberDialog
          member={moving.member}
          uplineAccount={moving.uplineAccount}
          onClose={() => setMoving(null)}
        />
      )}
    </div>
  );
}
