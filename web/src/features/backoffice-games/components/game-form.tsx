import { MAX_DISPLAY_ORDER } from '@plaza/contracts/games-operator';
import type { CatalogueGameRow } from '@plaza/contracts/games-operator';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';

import { useFieldError } from '../../../components/back-office/use-field-error';
import { Field } from '../../../components/field';
import { Modal } from '../../../components/modal';
import { CATEGORY_LABEL_KEYS } from '../../../lib/game-navigation';
import { useErrorText } from '../../../lib/use-error-text';
import { saveCatalogueGame } from '../api/catalogue';

type Flag = 'isActive' | 'isMaintenance' | 'isHot' | 'isNew';
const FLAGS: readonly Flag[] = ['isActive', 'isMaintenance', 'isHot', 'isNew'];

/**
 * A game's flags and display order. Turning maintenance on or the game off changes what players can do at once, so
 * the form says so before it is saved.
 */
export function GameForm({ game, onClose }: { game: CatalogueGameRow; onClose: () => void }) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const queryClient = useQueryClient();
  const [flags, setFlags] = useState<Record<Flag, boolean>>({
    isActive: game.isActive,
    isMaintenance: game.isMaintenance,
    isHot: game.isHot,
    isNew: game.isNew,
  });
  const [sortOrder, setSortOrder] = useState(String(game.sortOrder));
  const [isOrderRefused, setIsOrderRefused] = useState(false);
  const mutation = useMutation({
    mutationFn: () => saveCatalogueGame(game.id, { ...flags, sortOrder: Number(sortOrder) }),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: ['backoffice', 'games', 'catalogue'] });
      onClose();
    },
  });
  const fieldError = useFieldError(mutation.error);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const order = Number(sortOrder);
    const isValid =
      sortOrder.trim() !== '' && Number.isInteger(order) && order >= 0 && order <= MAX_DISPLAY_ORDER;
    setIsOrderRefused(!isValid);
    if (isValid) {
      mutation.mutate();
    }
  };
  const closesPlay = (flags.isMaintenance && !game.isMaintenance) || (!flags.isActive && game.isActive);
  return (
    <Modal title={t('backoffice.catalogue.editTitle', { name: game.name })} onClose={onClose}>
      <form className="back-office-form" onSubmit={submit} noValidate>
        <p>
          {game.vendorName} · {game.gameCode} · {t(CATEGORY_LABEL_KEYS[game.gameType])}
        </p>
        {FLAGS.map((flag) => (
          <label key={flag} className="back-office-check">
            <input
              type="checkbox"
              checked={flags[flag]}
              onChange={(event) => setFlags({ ...flags, [flag]: event.target.checked })}
            />
            {t(`backoffice.catalogue.flags.${flag}`)}
          </label>
        ))}
        <Field
          label={t('backoffice.catalogue.order')}
          hint={t('backoffice.catalogue.orderHint')}
          error={isOrderRefused ? t('backoffice.catalogue.orderHint') : fieldError('sortOrder')}
          isRequired
        >
          {(control) => (
            <input
              {...control}
              className="field__input"
              inputMode="numeric"
              value={sortOrder}
              onChange={(event) => setSortOrder(event.target.value.replace(/\D/g, ''))}
            />
          )}
        </Field>
        {closesPlay ? (
          <p className="back-office-form__warning" role="status">
            {t('backoffice.catalogue.closesPlay', { name: game.name })}
          </p>
        ) : null}
        {mutation.error !== null && fieldError('sortOrder') === null ? (
          <p className="back-office-form__error" role="alert">
            {errorText(mutation.error)}
          </p>
        ) : null}
        <div className="back-office-form__actions">
          <button type="button" className="button button--quiet" onClick={onClose}>
            {t('backoffice.list.cancel')}
          </button>
          <button type="submit" className="button button--primary" disabled={mutation.isPending}>
            {t('backoffice.list.save')}
          </button>
        </div>
      </form>
    </Modal>
  );
}
