import { useEffect, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { checkUsername } from '../../../api/auth/register';
import { authKeys } from '../../../api/auth/keys';

/** How long typing must pause before the name is asked about: one call per pause, not per key. */
export const USERNAME_CHECK_DEBOUNCE_MS = 400;

export type Availability = 'idle' | 'checking' | 'available' | 'taken';

/**
 * Whether the username being typed is free, asked of the server
 * (GET /wps/check/username) once typing pauses and only for a name the
 * form's own rule accepts (`checkable`). The answer is a courtesy: the
 * registration itself is what the server refuses for a taken name. A failed
 * check says nothing (idle), it never blocks the form. The server limits
 * these checks per address (server/accounts/runtime.ts).
 */
export function useUsernameAvailability(name: string, checkable: boolean): Availability {
  const wanted = checkable ? name.trim() : '';
  const [settled, setSettled] = useState(wanted);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(wanted), USERNAME_CHECK_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [wanted]);
  const query = useQuery({
    queryKey: authKeys.username(settled.toLowerCase()),
    queryFn: ({ signal }) => checkUsername(settled, signal),
    enabled: settled !== '' && settled === wanted,
    staleTime: 60 * 1000,
    retry: false,
  });
  if (wanted === '') return 'idle';
  if (settled !== wanted || query.isFetching) return 'checking';
  if (query.data) return query.data.available ? 'available' : 'taken';
  return 'idle';
}
