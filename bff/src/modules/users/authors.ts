// Who wrote an offer, as its card shows them (name and avatar), from the entity cache: a card page
// reads its authors from memory, and a change of name or avatar shows on the next read.
import type { UserSummary } from '@gangazo/contracts';
import type { Types } from 'mongoose';
import { EntityCache } from '../../lib/cache/entity-cache';
import { avatarUrl } from './avatars';
import { UserModel } from './model';

interface AuthorRow {
  _id: Types.ObjectId;
  username: string;
  avatar: string | null;
}

const authorRows = new EntityCache<AuthorRow>({
  kind: 'user',
  load: (id) => UserModel.findById(id, { username: 1, avatar: 1 }).lean<AuthorRow>(),
  maxEntries: 20_000,
});

export async function authorSummaries(ids: Iterable<string>): Promise<Map<string, UserSummary>> {
  const rows = await authorRows.getMany(ids);
  return new Map([...rows].map(([id, row]) => [id, { id, username: row.username, avatar: avatarUrl(row.avatar ?? null) }]));
}
