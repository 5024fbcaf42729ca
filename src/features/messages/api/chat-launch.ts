import { apiRequest } from '../../../api/client';
import { chatLaunchValueSchema, MESSAGE_PATHS } from '../../../../contract/messages';

/** CBS_launchChat {b2c: 1, language, backUrl, headerColor, title} → chatUrl. */
export async function launchChat(options: { language: string; backUrl: string; title: string }): Promise<string> {
  const value = await apiRequest({
    path: MESSAGE_PATHS.chatLaunch,
    query: { b2c: 1, language: options.language, backUrl: options.backUrl, headerColor: '#1b1d36', title: options.title },
    schema: chatLaunchValueSchema,
  });
  return value.chatUrl;
}
