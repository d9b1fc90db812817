// eslint-disable-next-line @typescript-eslint/triple-slash-reference -- ambient CSS Modules types must reach every consumer of this package
/// <reference path="./css-modules.d.ts" />
// Public surface of @gangazo/ui. Import the stylesheet once, in the shell: `import '@gangazo/ui/styles.css'`.
export { Button, type ButtonProps, type ButtonVariant, type ButtonSize } from './components/Button/Button';
export { IconButton, type IconButtonProps } from './components/Button/IconButton';
export { TextField, type TextFieldProps } from './components/TextField/TextField';
export { PasswordField, type PasswordFieldProps } from './components/TextField/PasswordField';
export { Checkbox, type CheckboxProps } from './components/Checkbox/Checkbox';
export type { ModalProps } from './components/Modal/Modal';
export { AlertDialog, CommentSection, Menu, Modal, RichTextEditor, ShareButtons, preloadDialogs } from './components/onDemandParts';
export { onDemand, type OnDemand } from './components/onDemand';
export type { MenuProps, MenuItem } from './components/Menu/Menu';
export type { AlertDialogProps, AlertDialogType } from './components/AlertDialog/AlertDialog';
export { Spinner, type SpinnerProps } from './components/Spinner/Spinner';
export { Card, type CardProps } from './components/Card/Card';
export { Tabs, type TabsProps, type TabItem } from './components/Tabs/Tabs';
export { Avatar, type AvatarProps } from './components/Avatar/Avatar';
export { EmptyState, type EmptyStateProps } from './components/EmptyState/EmptyState';
export { Icon, type IconName, type IconProps } from './icons/Icon';
export type { RichTextEditorProps, RichTextHtmlEditorProps, RichTextDeltaEditorProps } from './components/RichTextEditor/RichTextEditor';
export { type RichTextDelta, type RichTextDeltaOp } from './components/RichTextEditor/editorValue';
// The editor's rules (toolbar, formats, accepted images and addresses) stay inside it: exported
// here they would be in every first load, and only the editor uses them.
export type { EditorUrlKind, EditorSitePaths, EditorFormat } from './components/RichTextEditor/sanitizeEditorUrl';
export { RichTextContent, type RichTextContentProps } from './components/RichTextContent/RichTextContent';
// Deals: the cards and lists of offers and coupons that the coupons and profile remotes share.
export { OfferCard, type OfferCardProps } from './deals/OfferCard';
export { CouponCard, type CouponCardProps } from './deals/CouponCard';
export { FeedCard, type FeedCardProps } from './deals/FeedCard';
export { type DealLinkComponent, type DealLinkProps } from './deals/dealLink';
export { OfferImage, type OfferImageProps } from './deals/OfferImage';
export { imageCandidates, DEFAULT_OFFER_IMAGE, type ImageSource, type ImageCandidate } from './deals/offerImage';
export { Prices, type PricesProps } from './deals/Prices';
export { Temperature, type TemperatureProps } from './deals/Temperature';
export { OfferCardSkeletons, TextSkeleton } from './deals/Skeletons';
export { LoadError } from './deals/LoadError';
export { OfferList, type OfferListProps, type OfferListOptions, type OfferListState } from './deals/OfferList';
export { offerListState, type InfiniteOffers } from './deals/offerListState';
export { timeAgo } from './deals/timeAgo';
export type { ShareButtonsProps } from './deals/ShareButtons';
export { linkCopiedAlert, type ShareTarget } from './deals/shareLinks';
export { copyText } from './deals/copyText';
// Discussion: the comments under an offer (coupons remote) and under a forum topic (forum remote).
export { ReportButton, type ReportButtonProps } from './moderation/ReportButton';
export { REPORT_REASON_OPTIONS } from './moderation/reportReasons';
export type { CommentSectionProps, CommentSectionLayout } from './discussion/CommentSection';
export { type CommentFormOptions, type CommentViewer } from './discussion/CommentForm';
export { commentListState, type CommentListState, type InfiniteComments, type DiscussionComment } from './discussion/commentListState';
