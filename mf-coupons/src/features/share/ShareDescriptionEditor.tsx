import type { ShareDelta } from '@gangazo/contracts';
import { RichTextEditor } from '@gangazo/ui';
import { convertToPng, needsPngConversion } from './imageFiles';
import { toShareDelta } from './shareDelta';

export interface ShareDescriptionEditorProps {
  /** Visible label; also the editor's accessible name. */
  label: string;
  /** The description so far (`null` = empty); feed `onChange` back into it. */
  value: ShareDelta | null;
  /** The whole description, as the share body's `description`, after every change. */
  onChange: (delta: ShareDelta) => void;
  /** Stores an image (PNG, GIF or JPEG by then) and resolves to its address. */
  onUploadImage: (file: File) => Promise<string>;
  placeholder?: string;
  error?: string | null;
  hint?: string;
}

/**
 * The description of an offer or code: `@gangazo/ui`'s editor in Delta form, with the share's own
 * rules: the body keeps inserts only (`toShareDelta`), and BMP/ICO pictures are redrawn as PNG
 * before upload (the assets endpoint stores neither).
 */
export function ShareDescriptionEditor({ label, value, onChange, onUploadImage, placeholder, error, hint }: ShareDescriptionEditorProps) {
  return (
    <RichTextEditor
      format="delta"
      label={label}
      value={value}
      onChange={(delta) => onChange(toShareDelta(delta.ops))}
      onUploadImage={async (picked) => onUploadImage(needsPngConversion(picked.type) ? await convertToPng(picked) : picked)}
      placeholder={placeholder}
      error={error}
      hint={hint}
      minHeight={180}
      maxHeight="60vh"
    />
  );
}
