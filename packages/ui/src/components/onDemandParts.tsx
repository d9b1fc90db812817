// The design system's parts that the home page's first view does not draw, each fetched when
// first shown. Pages that show one at once (an offer's comments and share buttons) fetch it with
// their own chunk (`preload` in the remote's page loader), so they hydrate whole.
import type { ReactElement } from 'react';
import type { CommentSectionProps } from '../discussion/CommentSection';
import type { DiscussionComment } from '../discussion/commentListState';
import type { ShareButtonsProps } from '../deals/ShareButtons';
import { onDemand, type OnDemand } from './onDemand';
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

export const ShareButtons = onDemand<ShareButtonsProps>(() => import('../deals/ShareButtons').then((module) => module.ShareButtons));

/** Generic like the component itself: the comments of an offer, a topic… */
export const CommentSection = onDemand<CommentSectionProps<DiscussionComment>>(() =>
  import('../discussion/CommentSection').then((module) => module.CommentSection),
) as unknown as (<C extends DiscussionComment>(props: CommentSectionProps<C>) => ReactElement | null) & Pick<OnDemand<object>, 'preload'>;

/** Fetches the dialogs' and the menu's code ahead of need: a first tap on «Comparte», a report or the avatar then opens at once. */
export function preloadDialogs(): Promise<void> {
  return Promise.all([Modal.preload(), AlertDialog.preload(), Menu.preload()]).then(() => undefined);
}
