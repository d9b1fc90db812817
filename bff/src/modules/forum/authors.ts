// Authors of forum topics, comments and blog posts, from the authors' entity cache (users/authors.ts,
// read by id, never with `$in`): `{ id, username, avatar }`, or null for a deleted account.
import type { UserSummary } from '@gangazo/contracts';
import type { Types } from 'mongoose';
import { authorSummaries } from '../users/authors';

export async function loadAuthors(ids: readonly (Types.ObjectId | null | undefined)[]): Promise<Map<string, UserSummary>> {
  const unique = [...new Set(ids.filter((id): id is Types.ObjectId => Boolean(id)).map(String))];
  return authorSummaries(unique);
}

export function authorOf(authors: Map<string, UserSummary>, id: Types.ObjectId | null | undefined): UserSummary | null {
  return id ? (authors.get(String(id)) ?? null) : null;
}
