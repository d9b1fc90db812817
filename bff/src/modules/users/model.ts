import { announceWrites } from '../../lib/cache/model-writes';
import mongoose, { Schema, type InferSchemaType, type Types } from 'mongoose';
import { ROLES } from '../../plugins/auth';

// Uniqueness of e-mail and username is carried by unique indexes on their normalized forms, so
// two racing registrations can never both win (E11000 = lost the race), even on FerretDB.
const userSchema = new Schema(
  {
    name: { type: String, required: true, trim: true },
    username: { type: String, required: true, trim: true },
    usernameNormalized: { type: String, required: true, unique: true },
    email: { type: String, required: true, trim: true },
    emailNormalized: { type: String, required: true, unique: true },
    /** argon2id hash; null for accounts that only sign in with Google. */
    passwordHash: { type: String, default: null },
    /** Asset key of the re-encoded avatar (`avatars/<file>.webp`) or an absolute URL (Google picture). */
    avatar: { type: String, default: null },
    role: { type: String, enum: ROLES, required: true, default: 'user' },
    /** Copied into every session token as `tv`; bumping it revokes every token issued before. */
    tokenVersion: { type: Number, required: true, default: 0 },
    /** Sessions signed out before their tokens expire (`sid`, kept until the token's expiry). */
    revokedSessions: { type: [{ _id: false, sid: { type: String, required: true }, until: { type: Date, required: true } }], default: [] },
    wantsDigest: { type: Boolean, default: false },
    /**
     * Whether the owner proved the e-mail (the link of the confirmation mail, or Google's verified
     * address). Only registration by form creates an account with `false`; accounts from before
     * confirmation existed have no field and count as confirmed (`!== false`).
     */
    emailConfirmed: { type: Boolean, default: true },
    /** Staff's say on trust (moderation/trust.ts): 'auto' follows the rules. */
    trust: { type: String, enum: ['auto', 'trusted', 'restricted'], default: 'auto' },
  },
  { timestamps: true },
);
userSchema.index({ role: 1 });

export type UserDocument = InferSchemaType<typeof userSchema> & { _id: Types.ObjectId; createdAt: Date; updatedAt: Date };
// Caches of users (lib/cache) drop what each write changes.
announceWrites(userSchema, 'user');
export const UserModel = mongoose.model('User', userSchema);

// Social identities live in their own collection: FerretDB v1 has no sparse or partial indexes, so a
// nullable `googleSub` on users could not be unique. One row per (provider, subject).
const socialIdentitySchema = new Schema(
  {
    provider: { type: String, enum: ['google'], required: true },
    subject: { type: String, required: true },
    userId: { type: Schema.Types.ObjectId, ref: 'User', required: true, index: true },
  },
  { timestamps: true },
);
socialIdentitySchema.index({ provider: 1, subject: 1 }, { unique: true });

export type SocialIdentityDocument = InferSchemaType<typeof socialIdentitySchema> & { _id: Types.ObjectId };
export const SocialIdentityModel = mongoose.model('SocialIdentity', socialIdentitySchema);

// Password-reset tokens: only a SHA-256 of the token is stored. `tokenVersion` is the user's at issue
// time, so a password change also voids outstanding links. Expiry is checked on use (no TTL index
// on FerretDB); old rows are purged when new ones are issued.
const passwordResetSchema = new Schema(
  {
    tokenHash: { type: String, required: true, unique: true },
    userId: { type: Schema.Types.ObjectId, ref: 'User', required: true, index: true },
    tokenVersion: { type: Number, required: true },
    expiresAt: { type: Date, required: true },
  },
  { timestamps: true },
);

export type PasswordResetDocument = InferSchemaType<typeof passwordResetSchema> & { _id: Types.ObjectId };
export const PasswordResetModel = mongoose.model('PasswordReset', passwordResetSchema);

// E-mail confirmation links: like reset tokens, only a SHA-256 is stored. `email` is the normalized
// address the link was sent to, so a link mailed before an e-mail change cannot confirm the new one.
const emailConfirmationSchema = new Schema(
  {
    tokenHash: { type: String, required: true, unique: true },
    userId: { type: Schema.Types.ObjectId, ref: 'User', required: true, index: true },
    email: { type: String, required: true },
    expiresAt: { type: Date, required: true },
  },
  { timestamps: true },
);

export type EmailConfirmationDocument = InferSchemaType<typeof emailConfirmationSchema> & { _id: Types.ObjectId };
export const EmailConfirmationModel = mongoose.model('EmailConfirmation', emailConfirmationSchema);

// A reset token is spent by inserting its hash here: the unique index makes the second use lose.
const passwordResetUseSchema = new Schema({ tokenHash: { type: String, required: true, unique: true } }, { timestamps: true });
export const PasswordResetUseModel = mongoose.model('PasswordResetUse', passwordResetUseSchema);

// What a user did, newest first on their profile ("Mi actividad reciente"). Other modules append
// through `recordActivity` in service.ts; the list is paged by `GET /api/v1/users/history_data`.
const userActivitySchema = new Schema(
  {
    userId: { type: Schema.Types.ObjectId, ref: 'User', required: true },
    kind: { type: String, required: true },
    title: { type: String, required: true },
    url: { type: String, default: null },
  },
  { timestamps: true },
);
userActivitySchema.index({ userId: 1, createdAt: -1 });

export type UserActivityDocument = InferSchemaType<typeof userActivitySchema> & { _id: Types.ObjectId; createdAt: Date };
export const UserActivityModel = mongoose.model('UserActivity', userActivitySchema);
