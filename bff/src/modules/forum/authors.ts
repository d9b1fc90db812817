// Authors of forum topics, comments and blog posts, read in one query per page ($lookup is not
// available on FerretDB v1): `{ id, username, avatar }`, or null for a deleted account.
import type { UserSummary } from '@gangazo/contracts';
import type { Types } from 'mongoose';
import { avatarUrl } from '../users/avatars';
import { UserModel } from '../users/model';

export async function loadAuthors(ids: readonly (Types.ObjectId | null | undefined)[]): Promise<Map<string, UserSummary>> {
  const unique = [...new Set(ids.filter((id): id is Types.ObjectId => Boolean(id)).map(String))];
  if (unique.length === 0) return new Map();
  const users = await UserModel.find({ _id: { $in: unique } }, { username: 1, avatar: 1 }).lean();
  return new Map(users.map((u) => [String(u._id), { id: String(u._id), username: u.username, avatar: avatarUrl(u.avatar ?? null) }]));
}

export function authorOf(authors: Map<string, UserSummary>, id: Types.ObjectId | null | undefined): UserSummary | null {
  return id ? (authors.get(String(id)) ?? null) : null;
}
