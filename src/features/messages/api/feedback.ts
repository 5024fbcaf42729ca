import * as v from 'valibot';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../api/client';
import { MESSAGE_PATHS, myFeedbackValueSchema, type FeedbackPayload } from '../../../../contract/messages';
import { messageKeys } from '../../../api/messages/keys';

/** Spec: the feedback loading message waits up to 10 s. */
export const FEEDBACK_TIMEOUT_MS = 10_000;

export function submitFeedback(payload: FeedbackPayload) {
  return apiRequest({
    method: 'PUT', path: MESSAGE_PATHS.feedback, body: payload, schema: v.object({ id: v.number() }), timeoutMs: FEEDBACK_TIMEOUT_MS,
  });
}

export const myFeedbackQuery = (member: string) =>
  queryOptions({
    queryKey: messageKeys.myFeedback(member),
    queryFn: ({ signal }) => apiRequest({ path: MESSAGE_PATHS.myFeedback, schema: myFeedbackValueSchema, signal }),
  });
