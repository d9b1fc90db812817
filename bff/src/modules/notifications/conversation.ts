// Replies and mentions: someone wrote in a conversation (an offer's comments, a forum topic). The
// people mentioned as `@usuario` hear «… te mencionó …»; the topic's author and the earlier
// participants hear «… respondió …» (once each: a mention wins over a reply). Run after the answer.
import type { Types } from 'mongoose';
import { UserModel } from '../users/model';
import { normalizeUsername } from '../users/service';
import { notifyUser } from './service';

/** `@ana_ofertas` (usernames are letters, digits, `_`, `.`, `-`), not inside an e-mail address. */
const MENTION = /(?:^|[^\p{L}\p{N}_.@-])@([\p{L}\p{N}_.-]{2,60})/gu;
/** Participants told about one new message at most (a long thread does not fan out to hundreds). */
export const MAX_REPLY_NOTICES = 30;
const MAX_MENTIONS = 10;

export function mentionedUsernames(text: string): string[] {
  const names = new Set<string>();
  for (const match of text.matchAll(MENTION)) {
    const name = (match[1] ?? '').replace(/[.-]+$/, '');
    if (name) names.add(normalizeUsername(name));
    if (names.size >= MAX_MENTIONS) break;
  }
  return [...names];
}

export interface ConversationMessage {
  /** The new comment's id: with the user's id, the notification's once-only key. */
  messageId: string;
  actorId: string;
  /** Plain text of the message (mentions are read from it). */
  text: string;
  /** What the conversation is about, for the sentence («Televisor…», the topic's title). */
  subject: string;
  url: string;
  /** The topic's author, told «respondió a tu tema». */
  ownerId: string | null;
  /** Earlier participants (newest first), told «respondió en». */
  participantIds: string[];
}

export async function notifyConversation(message: ConversationMessage): Promise<void> {
  const actor = await UserModel.findById(message.actorId, { username: 1 }).lean<{ username: string }>();
  if (!actor) return;
  const names = mentionedUsernames(message.text);
  const mentioned = names.length
    ? await UserModel.find({ usernameNormalized: { $in: names } }, { _id: 1 }).lean<{ _id: Types.ObjectId }[]>()
    : [];
  const told = new Set<string>([message.actorId]);
  for (const user of mentioned) {
    const id = String(user._id);
    if (told.has(id)) continue;
    told.add(id);
    await notifyUser(id, 'mention', { title: `${actor.username} te mencionó en «${message.subject}»`, url: message.url, key: `mention:${message.messageId}:${id}` });
  }
  if (message.ownerId && !told.has(message.ownerId)) {
    told.add(message.ownerId);
    await notifyUser(message.ownerId, 'reply', { title: `${actor.username} respondió a tu tema «${message.subject}»`, url: message.url, key: `reply:${message.messageId}:${message.ownerId}` });
  }
  let replies = 0;
  for (const id of message.participantIds) {
    if (told.has(id) || replies >= MAX_REPLY_NOTICES) continue;
    told.add(id);
    replies++;
    await notifyUser(id, 'reply', { title: `${actor.username} respondió en «${message.subject}»`, url: message.url, key: `reply:${message.messageId}:${id}` });
  }
}
