import { queryOptions } from '@tanstack/react-query';
import type { WireLanguage } from '../../../contract';
import { LIVE_MODEL_PATH, liveModelListSchema, type LiveModel } from '../../../contract/live-models';
import { apiRequest } from '../client';
import { gameKeys } from './keys';

/** How often an open lobby asks again: a table starts or stops streaming as players come and go. */
export const LIVE_MODELS_REFRESH_MS = 30_000;

export async function fetchLiveModels(language: WireLanguage, signal?: AbortSignal): Promise<LiveModel[]> {
  const value = await apiRequest({ path: LIVE_MODEL_PATH, query: { language }, schema: liveModelListSchema, signal });
  return value.models;
}

/** The live model list (games document §7): never persisted, its flags are about now. */
export const liveModelsQuery = (language: WireLanguage) =>
  queryOptions({
    queryKey: gameKeys.liveModels(language),
    queryFn: ({ signal }) => fetchLiveModels(language, signal),
    staleTime: LIVE_MODELS_REFRESH_MS,
    refetchInterval: LIVE_MODELS_REFRESH_MS,
  });
