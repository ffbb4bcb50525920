import type { GameCategoryList } from '@plaza/contracts/games-operator';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { ConfirmDialog } from '../../../components/back-office/confirm-dialog';
import { DataTable } from '../../../components/data-table';
import { QueryContent } from '../../../components/query-content';
import { CATEGORY_LABEL_KEYS } from '../../../lib/game-navigation';
import { useOperatorMay } from '../../../lib/operator-session';
import { fetchGameCategories, saveGameCategories } from '../api/catalogue';

type Category = GameCategoryList['list'][number];

/** The list with the category at `index` moved one place up (-1) or down (1). */
function moved(list: readonly Category[], index: number, step: -1 | 1): Category[] {
  const next = [...list];
  const other = index + step;
  const [item] = next.splice(index, 1);
  if (item !== undefined && other >= 0 && other <= list.length - 1) {
    next.splice(other, 0, item);
    return next;
  }
  return [...list];
}

function CategoryEditor({ saved }: { saved: readonly Category[] }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const mayEdit = useOperatorMay('games.manage');
  const [draft, setDraft] = useState<Category[]>([...saved]);
  const [isConfirming, setIsConfirming] = useState(false);
  const mutation = useMutation({
    mutationFn: () =>
      saveGameCategories({
        list: draft.map((category, index) => ({
          gameType: category.gameType,
          sortOrder: index,
          isActive: category.isActive,
        })),
      }),
    onSuccess: async (answer) => {
      queryClient.setQueryData(['backoffice', 'games', 'categories'], answer);
      await queryClient.invalidateQueries({ queryKey: ['backoffice', 'games', 'categories'] });
      setIsConfirming(false);
    },
  });
  const isChanged =
    draft.length !== saved.length ||
    draft.some(
      (category, index) =>
        category.gameType !== saved[index]?.gameType || category.isActive !== saved[index]?.isActive,
    );
  const label = (category: Category) => `${t(CATEGORY_LABEL_KEYS[category.gameType])} (${category.gameType})`;
  const turnedOff = draft.filter(
    (category) => !category.isActive && saved.find((old) => old.gameType === category.gameType)?.isActive,
  );
  return (
    <>
      <DataTable<Category>
        caption={t('backoffice.catalogue.categoriesTitle')}
        rows={draft}
        rowKey={(category) => category.gameType}
        columns={[
          {
            key: 'order',
            header: t('backoffice.catalogue.order'),
            render: (category) => draft.indexOf(category) + 1,
          },
          { key: 'name', header: t('backoffice.catalogue.category'), render: label },
          {
            key: 'games',
            header: t('backoffice.catalogue.gameCount'),
            render: (category) => category.gameCount,
          },
          {
            key: 'state',
            header: t('backoffice.catalogue.state'),
            render: (category) => (
              <label className="back-office-check">
                <input
                  type="checkbox"
                  checked={category.isActive}
                  disabled={!mayEdit}
                  onChange={(event) =>
                    setDraft(
                      draft.map((item) =>
                        item.gameType === category.gameType
                          ? { ...item, isActive: event.target.checked }
                          : item,
                      ),
                    )
                  }
                />
                {t('backoffice.catalogue.shown')}
              </label>
            ),
          },
          ...(mayEdit
            ? [
                {
                  key: 'move',
                  header: t('backoffice.catalogue.move'),
                  render: (category: Category) => {
                    const index = draft.indexOf(category);
                    return (
                      <div className="back-office-actions">
                        <button
                          type="button"
                          className="button button--quiet"
                          disabled={index === 0}
                          aria-label={t('backoffice.catalogue.moveUp', { name: label(category) })}
                          onClick={() => setDraft(moved(draft, index, -1))}
                        >
                          ↑
                        </button>
                        <button
                          type="button"
                          className="button button--quiet"
                          disabled={index === draft.length - 1}
                          aria-label={t('backoffice.catalogue.moveDown', { name: label(category) })}
                          onClick={() => setDraft(moved(draft, index, 1))}
                        >
                          ↓
                        </button>
                      </div>
                    );
                  },
                },
              ]
            : []),
        ]}
      />
      {mayEdit ? (
        <div className="back-office-actions back-office-actions--end">
          <button
            type="button"
            className="button button--quiet"
            disabled={!isChanged}
            onClick={() => setDraft([...saved])}
          >
            {t('backoffice.list.cancel')}
          </button>
          <button
            type="button"
            className="button button--primary"
            disabled={!isChanged}
            onClick={() => setIsConfirming(true)}
          >
            {t('backoffice.list.save')}
          </button>
        </div>
      ) : null}
      {isConfirming ? (
        <ConfirmDialog
          title={t('backoffice.catalogue.categoriesTitle')}
          confirmLabel={t('backoffice.list.save')}
          isBusy={mutation.isPending}
          error={mutation.error}
          onConfirm={() => mutation.mutate()}
          onClose={() => setIsConfirming(false)}
          isDanger={turnedOff.length > 0}
        >
          <p>{t('backoffice.catalogue.categoriesConfirm', { order: draft.map(label).join(' → ') })}</p>
          {turnedOff.length > 0 ? (
            <p>{t('backoffice.catalogue.categoriesHidden', { names: turnedOff.map(label).join(', ') })}</p>
          ) : null}
        </ConfirmDialog>
      ) : null}
    </>
  );
}

/** Games → categories: the lobby's category order and which categories players see. */
export function CategoriesPage() {
  const { t } = useTranslation();
  const query = useQuery({ queryKey: ['backoffice', 'games', 'categories'], queryFn: fetchGameCategories });
  return (
    <div className="back-office-screen">
      <div className="back-office-screen__head">
        <h1 className="back-office-screen__title">{t('backoffice.catalogue.categoriesTitle')}</h1>
      </div>
      <p className="back-office-screen__text">{t('backoffice.catalogue.categoriesText')}</p>
      <QueryContent query={query} skeleton={{ rows: 9, rowHeight: 44 }}>
        {(answer) => <CategoryEditor key={JSON.stringify(answer.list)} saved={answer.list} />}
      </QueryContent>
    </div>
  );
}
