// Every write through a mongoose model of a cached kind bumps its tags (invalidations.ts): the
// document's id when the write names it (save, insertMany, a filter on _id), the whole kind's bulk
// tag otherwise. Writes through the raw driver are not seen: the app makes none outside seeding.
import mongoose, { type Schema } from 'mongoose';
import { changedBulkTags, changedEntityTags, invalidations, type EntityKind } from './invalidations';

const QUERY_WRITES: mongoose.MongooseQueryMiddleware[] = ['updateOne', 'updateMany', 'findOneAndUpdate', 'replaceOne', 'deleteMany', 'findOneAndDelete', 'findOneAndReplace'];

/** The ids a filter names by `_id` (a value or `$in`), or null when it names them some other way. */
export function idsInFilter(filter: Record<string, unknown>): string[] | null {
  const value = filter._id;
  if (value === undefined || value === null) return null;
  if (typeof value === 'string' || value instanceof mongoose.Types.ObjectId) return [String(value)];
  if (typeof value === 'object' && !Array.isArray(value)) {
    const operators = value as Record<string, unknown>;
    const keys = Object.keys(operators);
    if (keys.length === 1 && keys[0] === '$in' && Array.isArray(operators.$in)) return operators.$in.map(String);
    if (keys.length === 1 && keys[0] === '$eq') return [String(operators.$eq)];
  }
  return null;
}

function tagsForFilter(kind: EntityKind, filter: Record<string, unknown>): string[] {
  const ids = idsInFilter(filter);
  return ids ? [...new Set(ids.flatMap((id) => changedEntityTags(kind, id)))] : changedBulkTags(kind);
}

export function announceWrites(schema: Schema, kind: EntityKind): void {
  schema.post('save', function (document: { _id: unknown }) {
    invalidations.bump(changedEntityTags(kind, String(document._id)));
  });
  // One parameter only: a post hook declaring a second one is given `next` and must call it.
  schema.post('insertMany', function (documents: unknown) {
    const list = (Array.isArray(documents) ? documents : [documents]) as { _id: unknown }[];
    invalidations.bump([...new Set(list.flatMap((document) => changedEntityTags(kind, String(document._id))))]);
  });
  schema.post(QUERY_WRITES, function (this: mongoose.Query<unknown, unknown>) {
    invalidations.bump(tagsForFilter(kind, this.getFilter() as Record<string, unknown>));
  });
  schema.post('deleteOne', { document: true, query: true }, function (this: unknown) {
    if (this instanceof mongoose.Query) invalidations.bump(tagsForFilter(kind, this.getFilter() as Record<string, unknown>));
    else invalidations.bump(changedEntityTags(kind, String((this as { _id: unknown })._id)));
  });
}
