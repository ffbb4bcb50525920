import type { FeatureSwitchSetting } from '@plaza/contracts/operator';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { ConfirmDialog } from '../../../components/back-office/confirm-dialog';
import { DataTable } from '../../../components/data-table';
import type { DataColumn } from '../../../components/data-table';
import { QueryContent } from '../../../components/query-content';
import { fetchFeatureSwitches, saveFeatureSwitch } from '../api/site-access';

const QUERY_KEY = ['backoffice', 'settings', 'switches'];

/** How deep a switch sits in the tree (0 for a module), from its parents in the list. */
function depthOf(setting: FeatureSwitchSetting, byId: Map<string, FeatureSwitchSetting>): number {
  let depth = 0;
  for (let parent = setting.parentId; parent !== null; parent = byId.get(parent)?.parentId ?? null) {
    depth += 1;
  }
  return depth;
}

function SwitchTable({ settings }: { settings: FeatureSwitchSetting[] }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [changing, setChanging] = useState<FeatureSwitchSetting | null>(null);
  const byId = new Map(settings.map((setting) => [setting.id, setting]));
  const mutation = useMutation({
    mutationFn: (setting: FeatureSwitchSetting) => saveFeatureSwitch(setting.id, !setting.enabled),
    onSuccess: (saved) => {
      queryClient.setQueryData(QUERY_KEY, saved);
      setChanging(null);
    },
  });
  const state = (setting: FeatureSwitchSetting) => {
    if (!setting.enabled) {
      return <span className="back-office-badge back-office-badge--off">{t('backoffice.switches.off')}</span>;
    }
    return setting.isEffective ? (
      <span className="back-office-badge back-office-badge--on">{t('backoffice.switches.on')}</span>
    ) : (
      <span className="back-office-badge back-office-badge--off">{t('backoffice.switches.offAbove')}</span>
    );
  };
  const columns: DataColumn<FeatureSwitchSetting>[] = [
    {
      key: 'id',
      header: t('backoffice.switches.switch'),
      render: (setting) => (
        <code style={{ paddingInlineStart: `${depthOf(setting, byId) * 1.25}rem` }}>{setting.id}</code>
      ),
    },
    {
      key: 'parent',
      header: t('backoffice.switches.parent'),
      render: (setting) => setting.parentId ?? '—',
    },
    { key: 'state', header: t('backoffice.switches.state'), render: state },
    {
      key: 'action',
      header: t('backoffice.switches.action'),
      align: 'end',
      render: (setting) => (
        <button
          type="button"
          className={`button ${setting.enabled ? 'button--outline' : 'button--primary'}`}
          aria-label={t(
            setting.enabled ? 'backoffice.switches.turnOffNamed' : 'backoffice.switches.turnOnNamed',
            {
              id: setting.id,
            },
          )}
          onClick={() => {
            mutation.reset();
            setChanging(setting);
          }}
        >
          {setting.enabled ? t('backoffice.switches.turnOff') : t('backoffice.switches.turnOn')}
        </button>
      ),
    },
  ];
  return (
    <>
      <DataTable
        caption={t('backoffice.nav.switches')}
        columns={columns}
        rows={settings}
        rowKey={(setting) => setting.id}
      />
      {changing === null ? null : (
        <ConfirmDialog
          title={t(
            changing.enabled ? 'backoffice.switches.turnOffNamed' : 'backoffice.switches.turnOnNamed',
            {
              id: changing.id,
            },
          )}
          confirmLabel={changing.enabled ? t('backoffice.switches.turnOff') : t('backoffice.switches.turnOn')}
          isBusy={mutation.isPending}
          error={mutation.error}
          onConfirm={() => mutation.mutate(changing)}
          onClose={() => setChanging(null)}
          isDanger={changing.enabled}
        >
          <p>
            {changing.enabled ? t('backoffice.switches.turnOffText') : t('backoffice.switches.turnOnText')}
          </p>
        </ConfirmDialog>
      )}
    </>
  );
}

/** Feature switches: what members may use, module by module; a switch is on only when every switch above it is. */
export function FeatureSwitchesPage() {
  const { t } = useTranslation();
  const query = useQuery({ queryKey: QUERY_KEY, queryFn: fetchFeatureSwitches });
  return (
    <div className="back-office-screen">
      <div className="back-office-screen__head">
        <h1 className="back-office-screen__title">{t('backoffice.nav.switches')}</h1>
      </div>
      <p className="back-office-screen__text">{t('backoffice.switches.text')}</p>
      <QueryContent query={query} skeleton={{ rows: 8, rowHeight: 48 }}>
        {(settings) => <SwitchTable settings={settings} />}
      </QueryContent>
    </div>
  );
}
