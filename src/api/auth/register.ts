import { queryOptions, type UseQueryResult } from '@tanstack/react-query';
import { apiRequest } from '../client';
import { ApiError } from '../errors';
import { encryptedRequest } from '../encrypted-request';
import {
  AUTH_ERROR_CODES,
  AUTH_PATHS,
  HEADERS,
  PATHS,
  affiliateValueSchema,
  checkUsernameValueSchema,
  registerSettingsValueSchema,
  registerValueSchema,
  type ConsolidatedSettingsValue,
  type RegisterPayload,
  type RegisterSettingsValue,
} from '../../../contract';
import { systemKeys } from '../system/keys';
import { useSettingsPart } from '../system/consolidated';
import { MODULE_IDS } from './module-ids';

export type RegisterKind = 'username' | 'mobile';

/** PUT /wps/member/register or /register/mobile, encrypted; logs the player in. */
export function register(kind: RegisterKind, payload: RegisterPayload, signal?: AbortSignal) {
  return encryptedRequest({
    method: 'PUT',
    path: kind === 'mobile' ? AUTH_PATHS.registerMobile : AUTH_PATHS.register,
    body: payload,
    headers: { [HEADERS.moduleId]: kind === 'mobile' ? MODULE_IDS.registerMobile : MODULE_IDS.registerUsername },
    schema: registerValueSchema,
    signal,
  });
}

export function checkUsername(username: string, signal?: AbortSignal) {
  return apiRequest({ path: AUTH_PATHS.checkUsername, query: { username }, schema: checkUsernameValueSchema, signal });
}

/**
 * The affiliate (invitation) code check, with the domain it was shared on.
 * The answer's `success` is the verdict (spec §7, "returns data.success"): a
 * refusal naming the invalid code means an unknown code; any other failure
 * is thrown as usual.
 */
export async function checkAffiliate(code: string, domain: string, signal?: AbortSignal): Promise<{ valid: boolean }> {
  try {
    return await apiRequest({
      path: AUTH_PATHS.affiliate,
      query: { code, domain },
      headers: { [HEADERS.moduleId]: MODULE_IDS.affiliate },
      schema: affiliateValueSchema,
      signal,
    });
  } catch (error) {
    if (error instanceof ApiError && error.errorCode === AUTH_ERROR_CODES.affiliateInvalid) return { valid: false };
    throw error;
  }
}

export function registerSettingsQueryOptions() {
  return queryOptions({
    queryKey: systemKeys.registerSettings(),
    queryFn: ({ signal }) => apiRequest({ path: PATHS.registerSettings, schema: registerSettingsValueSchema, signal }),
    staleTime: 10 * 60 * 1000,
    meta: { persist: true },
  });
}

const registerPart = (value: ConsolidatedSettingsValue) => value.register;

/**
 * Field rules (GET /wps/system/setting/register), or the same rules from the
 * consolidated settings on the screens that read those (src/api/system/consolidated.tsx).
 */
export function useRegisterSettings(): UseQueryResult<RegisterSettingsValue> {
  return useSettingsPart(registerSettingsQueryOptions(), registerPart);
}
