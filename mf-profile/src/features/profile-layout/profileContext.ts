import { createContext, useContext } from 'react';
import type { PublicProfile } from '@gangazo/contracts';

export interface ProfileContextValue {
  /** The `{id}` of `/perfil/{id}`: a valid ObjectId of an existing account. */
  userId: string;
  profile: PublicProfile;
  /** The signed-in user is looking at their own profile. */
  isOwner: boolean;
}

export const ProfileContext = createContext<ProfileContextValue | null>(null);

/** The profile a section belongs to; sections only render inside `ProfilePage`. */
export function useProfile(): ProfileContextValue {
  const value = useContext(ProfileContext);
  if (!value) throw new Error('useProfile fuera de ProfilePage');
  return value;
}
