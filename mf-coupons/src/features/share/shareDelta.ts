import type { ShareDelta, ShareDeltaOp } from '@gangazo/contracts';

interface EditorOp {
  insert?: unknown;
  attributes?: Record<string, unknown>;
}

/** Quill's contents as the body's `description`: inserts only, embeds reduced to image or video. */
export function toShareDelta(ops: readonly EditorOp[]): ShareDelta {
  const out: ShareDeltaOp[] = [];
  for (const op of ops) {
    const attributes = op.attributes && Object.keys(op.attributes).length ? { attributes: op.attributes } : {};
    if (typeof op.insert === 'string') {
      out.push({ insert: op.insert, ...attributes });
    } else if (typeof op.insert === 'object' && op.insert !== null) {
      const embed = op.insert as Record<string, unknown>;
      if (typeof embed.image === 'string') out.push({ insert: { image: embed.image }, ...attributes });
      else if (typeof embed.video === 'string') out.push({ insert: { video: embed.video }, ...attributes });
    }
  }
  return { ops: out };
}
