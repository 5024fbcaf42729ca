import * as v from 'valibot';
import { apiRequest } from '../../../api/client';
import { MESSAGE_PATHS, pushKeyValueSchema } from '../../../../contract/messages';

export async function fetchPushKey(): Promise<string> {
  return (await apiRequest({ path: MESSAGE_PATHS.pushKey, schema: pushKeyValueSchema })).publicKey;
}

export function saveSubscription(subscription: { endpoint: string; keys: { p256dh: string; auth: string } }) {
  return apiRequest({ method: 'POST', path: MESSAGE_PATHS.pushSubscribe, body: subscription, schema: v.unknown() });
}

export function deleteSubscription(endpoint: string) {
  return apiRequest({ method: 'DELETE', path: MESSAGE_PATHS.pushSubscribe, body: { endpoint }, schema: v.unknown() });
}
