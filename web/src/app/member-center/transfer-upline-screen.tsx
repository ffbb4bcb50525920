import { useTranslation } from 'react-i18next';

import { LoadingIndicator } from '../../components/loading-indicator';
import { useMemberInfo } from '../../features/account/api/get-member-info';
import { TransferUplinePage } from '../../features/agent-center/components/transfer-upline-page';

/** The member center's transfer to upline: the agent-center feature's page, for the signed-in member. */
export function TransferUplineScreen() {
  const { t } = useTranslation();
  const member = useMemberInfo();
  if (member.data === undefined) {
    return <LoadingIndicator label={t('common.loading')} />;
  }
  return <TransferUplinePage memberId={member.data.id} />;
}
