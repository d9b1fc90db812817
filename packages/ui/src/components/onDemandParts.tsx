// The design system's parts that no page's first view draws, each fetched when first shown.
import { onDemand } from './onDemand';
import type { AlertDialogProps } from './AlertDialog/AlertDialog';
import type { MenuProps } from './Menu/Menu';
import { MenuButtonPlaceholder } from './Menu/MenuButtonPlaceholder';
import type { ModalProps } from './Modal/Modal';
import type { RichTextEditorProps } from './RichTextEditor/RichTextEditor';
import { EditorPlaceholder } from './RichTextEditor/EditorPlaceholder';

export const Modal = onDemand<ModalProps>(() => import('./Modal/Modal').then((module) => module.Modal), { shown: (props) => props.open });

export const AlertDialog = onDemand<AlertDialogProps>(() => import('./AlertDialog/AlertDialog').then((module) => module.AlertDialog), { shown: (props) => props.open });

// Only signed-in visitors have menus (the avatar's), drawn after the page answers.
export const Menu = onDemand<MenuProps>(() => import('./Menu/Menu').then((module) => module.Menu), { fallback: (props) => <MenuButtonPlaceholder {...props} /> });

// Forms of signed-in pages; the placeholder is the editor's own loading state, so nothing moves.
export const RichTextEditor = onDemand<RichTextEditorProps>(() => import('./RichTextEditor/RichTextEditor').then((module) => module.RichTextEditor), {
  fallback: (props) => <EditorPlaceholder {...props} />,
});

/** Fetches the dialogs' and the menu's code ahead of need: a first tap on «Comparte», a report or the avatar then opens at once. */
export function preloadDialogs(): Promise<void> {
  return Promise.all([Modal.preload(), AlertDialog.preload(), Menu.preload()]).then(() => undefined);
}
