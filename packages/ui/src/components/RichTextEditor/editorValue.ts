import type Quill from 'quill';
import { editorHtml } from './editorHtml';

/** One insert of a Quill Delta document (text with its formats, or an image/video embed). */
export interface RichTextDeltaOp {
  insert: string | Record<string, unknown>;
  attributes?: Record<string, unknown>;
}

/** A whole document as a Quill Delta (`quill.getContents()`): inserts only. */
export interface RichTextDelta {
  ops: RichTextDeltaOp[];
}

/** How the editor's document is handed over: read after each change, written when the value changes from outside. */
export interface EditorValue<V, Out extends V = V> {
  read(quill: Quill): Out;
  /** Puts the value in the editor without announcing a change. */
  write(quill: Quill, value: V): void;
  /** Whether both are the same document (then nothing is written back: the cursor stays put). */
  same(a: V, b: V): boolean;
}

/** HTML, the form the BFF stores for forum topics, comments and posts ('' = empty). */
export const htmlValue: EditorValue<string> = {
  read: editorHtml,
  write: (quill, html) => {
    quill.setContents(html ? quill.clipboard.convert({ html }) : [], 'silent');
  },
  same: (a, b) => a === b,
};

/**
 * A Quill Delta, the form offer and coupon descriptions are stored in (`null` = empty). Compared by
 * content: a caller may store a normalized copy of what `onChange` gave it.
 */
export const deltaValue: EditorValue<RichTextDelta | null, RichTextDelta> = {
  read: (quill) => ({
    ops: quill.getContents().ops.flatMap((op) => (op.insert === undefined ? [] : [op.attributes ? { insert: op.insert, attributes: op.attributes } : { insert: op.insert }])),
  }),
  write: (quill, delta) => {
    quill.setContents(delta?.ops ?? [], 'silent');
  },
  same: (a, b) => a === b || JSON.stringify(a?.ops ?? []) === JSON.stringify(b?.ops ?? []),
};
