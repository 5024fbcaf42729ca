import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../client';
import { memberKeys } from './keys';
import { MEMBER_PATHS, rankProgressValueSchema, type RankProgressValue } from '../../../contract';
import { memberKey, useSession } from '../../platform/session';

export function fetchRankProgress(signal?: AbortSignal): Promise<RankProgressValue> {
  return apiRequest({ path: MEMBER_PATHS.rankProgress, schema: rankProgressValueSchema, signal });
}

/** Player rank progress (VIP): private and per member, never persisted. */
export const rankProgressQuery = (member: string) =>
  queryOptions({ queryKey: memberKeys.rankProgress(member), queryFn: ({ signal }) => fetchRankProgress(signal), staleTime: 60_000 });

export function useRankProgress() {
  const session = useSession();
  return useQuery({ ...rankProgressQuery(memberKey(session)), enabled: session !== null });
}
