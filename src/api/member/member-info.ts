import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { apiRequest } from '../client';
import { AUTH_PATHS, memberInfoValueSchema, type MemberInfoValue } from '../../../contract';
import { useTranslation } from 'react-i18next';
import { memberKey, getSession, roleOf, subscribeSession, useSession, type Session } from '../../platform/session';

import { memberKeys } from './keys';

export function fetchMemberInfo(signal?: AbortSignal): Promise<MemberInfoValue> {
  return apiRequest({ path: AUTH_PATHS.memberInfo, schema: memberInfoValueSchema, signal });
}

/** The member's own profile: private, so never persisted; keyed by member so two accounts never share it. */
export const memberInfoQuery = (member: string) =>
  queryOptions({ queryKey: memberKeys.info(member), queryFn: ({ signal }) => fetchMemberInfo(signal), staleTime: 5 * 60 * 1000 });

export function useMemberInfo() {
  const session = useSession();
  return useQuery({ ...memberInfoQuery(memberKey(session)), enabled: session !== null });
}

/** Spec: the name shown is the nickname, else the account. */
export function displayName(info: MemberInfoValue | undefined, session: Session | null): string {
  return info?.nickname?.trim() || info?.account || session?.userName || '';
}

/**
 * The name to show for the logged-in member (the session's account until the
 * profile is in). A trial account's name is generated (trial_813318) and
 * means nothing to the player: it reads "Trial player" instead.
 */
export function useDisplayName(): string {
  const session = useSession();
  const info = useMemberInfo();
  const { t } = useTranslation();
  return roleOf(session) === 'trial' ? t('access.trial_player') : displayName(session ? info.data : undefined, session);
}

/**
 * Loads the profile at start when a session exists, and again after every
 * login (a new session), so the first screen that names the member has it.
 */
export function loadMemberInfoWithSession(queryClient: QueryClient): () => void {
  let loadedFor: string | null = null;
  const load = () => {
    const session = getSession();
    const member = session ? memberKey(session) : null;
    if (member && member !== loadedFor) void queryClient.prefetchQuery(memberInfoQuery(member));
    loadedFor = member;
  };
  load();
  return subscribeSession(load);
}
