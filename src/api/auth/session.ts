import * as v from 'valibot';
import { apiRequest } from '../client';
import { encryptedRequest } from '../encrypted-request';
import { AUTH_PATHS, HEADERS, freePlayValueSchema, loginValueSchema, trialUserValueSchema, type LoginPayload, type TrialUserValue } from '../../../contract';
import { MODULE_IDS } from './module-ids';

/** POST /wps/session/login with an encrypted body. */
export function login(payload: LoginPayload, signal?: AbortSignal) {
  return encryptedRequest({ method: 'POST', path: AUTH_PATHS.login, body: payload, schema: loginValueSchema, signal });
}

/** GET /wps/member/trialuser (spec §7 trial account creation): the trial account's name and the ticket that opens it. */
export function trialUser(signal?: AbortSignal) {
  return apiRequest({ path: AUTH_PATHS.trialUser, headers: { [HEADERS.moduleId]: MODULE_IDS.freePlay }, schema: trialUserValueSchema, signal });
}

/** POST /wps/session/login/freeplay (no token; module FREEPLAY3), opening the trial account trialUser named. */
export function freePlay(loginDeviceId: string, named: TrialUserValue, signal?: AbortSignal) {
  return apiRequest({
    method: 'POST',
    path: AUTH_PATHS.freePlay,
    body: { loginDeviceId, userName: named.userName, ticket: named.ticket },
    headers: { [HEADERS.moduleId]: MODULE_IDS.freePlay },
    schema: freePlayValueSchema,
    signal,
  });
}

/** DELETE /wps/session/logout: revokes the token on the server. */
export function logout(token: string, signal?: AbortSignal) {
  return apiRequest({
    method: 'DELETE',
    path: AUTH_PATHS.logout,
    body: { token },
    headers: { [HEADERS.authorization]: token },
    schema: v.unknown(),
    signal,
  });
}
