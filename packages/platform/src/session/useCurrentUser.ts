import { skipToken } from '@reduxjs/toolkit/query/react';
import { useAppSelector } from '../store/hooks';
import { useGetCurrentUserQuery, type CurrentUser } from './currentUserApi';
import { selectToken } from './sessionSlice';

export interface CurrentUserState {
  user: CurrentUser | null;
  /** True while a token exists but the user it belongs to is not known yet. */
  isLoading: boolean;
}

/** The signed-in user, fetched once per token; `null` for a guest. */
export function useCurrentUser(): CurrentUserState {
  const token = useAppSelector(selectToken);
  const { data, isLoading } = useGetCurrentUserQuery(token ? undefined : skipToken);
  return { user: token ? (data ?? null) : null, isLoading: token !== null && isLoading };
}
