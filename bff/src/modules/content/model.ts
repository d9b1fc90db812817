import mongoose, { Schema, type InferSchemaType, type Types } from 'mongoose';

const bannerSchema = new Schema(
  {
    title: { type: String, required: true, trim: true, maxlength: 120 },
    subtitle: { type: String, default: '' },
    imageKey: { type: String, default: null },
    url: { type: String, required: true },
    buttonLabel: { type: String, default: 'Ver más' },
    position: { type: Number, default: 0 },
    active: { type: Boolean, default: true },
    /** Optional window: outside it the banner is not shown. */
    startsAt: { type: Date, default: null },
    endsAt: { type: Date, default: null },
  },
  { timestamps: true },
);
bannerSchema.index({ active: 1, position: 1 });
export type BannerDocument = InferSchemaType<typeof bannerSchema> & { _id: Types.ObjectId };
export const BannerModel = mongoose.model('Banner', bannerSchema);

export const MEDAL_METRICS = ['offers', 'coupons', 'comments', 'forum_topics', 'forum_comments', 'votes', 'hot_offers', 'days_member'] as const;

const medalSchema = new Schema(
  {
    slug: { type: String, required: true, unique: true },
    name: { type: String, required: true },
    description: { type: String, required: true },
    imageKey: { type: String, default: null },
    metric: { type: String, enum: MEDAL_METRICS, required: true },
    threshold: { type: Number, required: true, min: 1 },
    position: { type: Number, default: 0 },
  },
  { timestamps: true },
);
medalSchema.index({ position: 1 });
export type MedalDocument = InferSchemaType<typeof medalSchema> & { _id: Types.ObjectId };
export const MedalModel = mongoose.model('Medal', medalSchema);

// Pages of text (about, terms, privacy…). `body` is sanitized HTML.
const informationSchema = new Schema(
  {
    slug: { type: String, required: true, unique: true },
    title: { type: String, required: true },
    body: { type: String, required: true },
    position: { type: Number, default: 0 },
  },
  { timestamps: true },
);
informationSchema.index({ position: 1 });
export type InformationDocument = InferSchemaType<typeof informationSchema> & { _id: Types.ObjectId; updatedAt: Date };
export const InformationModel = mongoose.model('Information', informationSchema);

// Links of the menu and the footer, grouped; managed as data so staff can change them.
export const LINK_GROUPS = ['menu', 'community', 'social'] as const;
const siteLinkSchema = new Schema(
  {
    group: { type: String, enum: LINK_GROUPS, required: true },
    label: { type: String, required: true },
    url: { type: String, required: true },
    position: { type: Number, default: 0 },
  },
  { timestamps: true },
);
siteLinkSchema.index({ group: 1, position: 1 });
export const SiteLinkModel = mongoose.model('SiteLink', siteLinkSchema);

// Short texts of the site (the footer's "about" line…), one row per key.
const siteTextSchema = new Schema({ key: { type: String, required: true, unique: true }, value: { type: String, required: true } }, { timestamps: true });
export const SiteTextModel = mongoose.model('SiteText', siteTextSchema);
