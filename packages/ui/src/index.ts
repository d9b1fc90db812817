// eslint-disable-next-line @typescript-eslint/triple-slash-reference -- ambient CSS Modules types must reach every consumer of this package
/// <reference path="./css-modules.d.ts" />
// Public surface of @gangazo/ui. Import the stylesheet once, in the shell: `import '@gangazo/ui/styles.css'`.
export { Button, type ButtonProps, type ButtonVariant, type ButtonSize } from './components/Button/Button';
export { IconButton, type IconButtonProps } from './components/Button/IconButton';
export { TextField, type TextFieldProps } from './components/TextField/TextField';
export { PasswordField, type PasswordFieldProps } from './components/TextField/PasswordField';
export { Checkbox, type CheckboxProps } from './components/Checkbox/Checkbox';
export { Modal, type ModalProps } from './components/Modal/Modal';
export { Menu, type MenuProps, type MenuItem } from './components/Menu/Menu';
export { AlertDialog, type AlertDialogProps, type AlertDialogType } from './components/AlertDialog/AlertDialog';
export { Spinner, type SpinnerProps } from './components/Spinner/Spinner';
export { Card, type CardProps } from './components/Card/Card';
export { Tabs, type TabsProps, type TabItem } from './components/Tabs/Tabs';
export { Avatar, type AvatarProps } from './components/Avatar/Avatar';
export { EmptyState, type EmptyStateProps } from './components/EmptyState/EmptyState';
export { Icon, type IconName, type IconProps } from './icons/Icon';
export { RichTextEditor, type RichTextEditorProps } from './components/RichTextEditor/RichTextEditor';
export { sanitizeEditorUrl, type EditorUrlKind } from './components/RichTextEditor/sanitizeEditorUrl';
export { EDITOR_TOOLBAR, EDITOR_FORMATS, EDITOR_IMAGE_TYPES, EDITOR_MAX_INDENT, isAcceptedImageType } from './components/RichTextEditor/editorConfig';
export { RichTextContent, type RichTextContentProps } from './components/RichTextContent/RichTextContent';
