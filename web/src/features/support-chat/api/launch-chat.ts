import { launchChatSchema } from '@plaza/contracts/support';

import { apiRequest } from '../../../lib/api-client';

/** /wps/relay/CBS_launchChat (T): the address of a customer service model (Plaza's own chat by default). */
export async function launchChat(modelCode?: string): Promise<string> {
  const launched = await apiRequest({
    method: 'POST',
    path: '/wps/relay/CBS_launchChat',
    schema: launchChatSchema,
    body: modelCode === undefined ? {} : { modelCode },
  });
  return launched.chatUrl;
}
