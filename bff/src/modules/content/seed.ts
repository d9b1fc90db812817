// Demo site content: banners and medals with locally drawn pictures, information pages, menu and
// footer links and the footer's text.
import { calendarFor } from '../../seed/calendar';
import type { Seeder, SeedContext } from '../../seed/context';
import { demoHtml } from '../../seed/html';
import { BannerModel, InformationModel, MedalModel, SiteLinkModel, SiteTextModel } from './model';
import { BANNERS, COMMUNITY_LINKS, FOOTER_ABOUT, INFORMATIONS, MEDALS, MENU_LINKS, SOCIAL_LINKS } from './seed-data';

export async function seedContent(ctx: SeedContext) {
  const calendar = calendarFor(ctx);
  const [bannerImages, medalImages] = await Promise.all([
    Promise.all(BANNERS.map((b) => ctx.images.banner({ title: b.title, subtitle: b.subtitle, glyph: b.glyph }))),
    Promise.all(MEDALS.map((m) => ctx.images.medal(m.name, m.glyph))),
  ]);
  await BannerModel.insertMany(
    BANNERS.map((b, position) => ({
      title: b.title,
      subtitle: b.subtitle,
      url: b.url,
      buttonLabel: b.buttonLabel,
      imageKey: bannerImages[position] ?? null,
      position,
      ...calendar.campaign(b.daysLeft),
    })),
  );
  await MedalModel.insertMany(
    MEDALS.map((m, position) => ({ slug: m.slug, name: m.name, description: m.description, metric: m.metric, threshold: m.threshold, imageKey: medalImages[position] ?? null, position })),
  );
  await InformationModel.insertMany(INFORMATIONS.map((info, position) => ({ slug: info.slug, title: info.title, body: demoHtml(info.lines), position })));
  await SiteLinkModel.insertMany([
    ...MENU_LINKS.map((l, position) => ({ group: 'menu', ...l, position })),
    ...COMMUNITY_LINKS.map((l, position) => ({ group: 'community', ...l, position })),
    ...SOCIAL_LINKS.map((l, position) => ({ group: 'social', ...l, position })),
  ]);
  await SiteTextModel.create({ key: 'footer.about', value: FOOTER_ABOUT });
  return { banners: BANNERS.length, medallas: MEDALS.length, 'páginas de información': INFORMATIONS.length };
}

export const contentSeeder: Seeder = { name: 'content', run: seedContent };
