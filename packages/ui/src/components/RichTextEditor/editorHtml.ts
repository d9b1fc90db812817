/** The parts of a Quill instance the HTML export needs. */
export interface EditorDocument {
  root: HTMLElement;
  getText(): string;
  getContents(): { ops: { insert?: unknown }[] };
}

/**
 * The document as the HTML the BFF stores: Quill's own markup (formats as `ql-*` classes and
 * colour styles, lists as `<li data-list>`, videos as `<iframe class="ql-video">`) minus the
 * editor-only `ql-ui` bullets; '' when there is neither text nor an image or video.
 * (Quill 2.0's `getSemanticHTML` is not used: it turns every space into &nbsp; and videos into links.)
 */
export function editorHtml(editor: EditorDocument): string {
  const hasEmbed = editor.getContents().ops.some((op) => op.insert !== undefined && typeof op.insert === 'object');
  if (!hasEmbed && editor.getText().trim() === '') return '';
  const copy = editor.root.cloneNode(true) as HTMLElement;
  copy.querySelectorAll('.ql-ui').forEach((node) => node.remove());
  return copy.innerHTML;
}
