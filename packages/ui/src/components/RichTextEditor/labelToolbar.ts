import { EDITOR_CONTROL_LABELS, EDITOR_PICKER_LABELS } from './editorConfig';

/** Spanish accessible names for Quill's toolbar, buttons and pickers (Quill only gives them English class names). */
export function labelToolbar(toolbar: HTMLElement): void {
  toolbar.setAttribute('role', 'toolbar');
  toolbar.setAttribute('aria-label', 'Formato del texto');
  toolbar.querySelectorAll<HTMLButtonElement>('button').forEach((button) => {
    const format = [...button.classList].find((name) => name.startsWith('ql-'))?.slice(3);
    if (!format) return;
    const value = button.getAttribute('value');
    const label = (value && EDITOR_CONTROL_LABELS[`${format}:${value}`]) || EDITOR_CONTROL_LABELS[format];
    if (label) button.setAttribute('aria-label', label);
  });
  toolbar.querySelectorAll<HTMLElement>('.ql-picker').forEach((picker) => {
    const format = [...picker.classList].find((name) => name.startsWith('ql-') && name !== 'ql-picker' && !name.endsWith('-picker'))?.slice(3) ?? '';
    const label = EDITOR_CONTROL_LABELS[format];
    if (label) picker.querySelector('.ql-picker-label')?.setAttribute('aria-label', label);
    picker.querySelectorAll<HTMLElement>('.ql-picker-item').forEach((item) => {
      const value = item.getAttribute('data-value') ?? '';
      item.setAttribute('aria-label', EDITOR_PICKER_LABELS[format]?.[value] ?? (value || 'Sin color'));
    });
  });
}
