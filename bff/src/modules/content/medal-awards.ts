// "Ganaste una medalla": medals are computed from what a member did (content/service.ts), so the
// moment one is earned is the action that crossed its threshold. After such an action the member's
// medals of that metric are checked, and each one reached is told in the bell once (the
// notification's unique key), whenever it was reached.
import type { MedalMetric } from '@gangazo/contracts';
import type { Types } from 'mongoose';
import { inBackground } from '../../lib/background';
import { notifyUser } from '../notifications/service';
import { MedalModel } from './model';
import { userProgress } from './service';

/** Tells `userId` of every medal of these metrics they now hold and were not told of; how many were new. */
export async function awardMedals(userId: string | Types.ObjectId, metrics: MedalMetric[]): Promise<number> {
  const medals = await MedalModel.find({ metric: { $in: metrics } }, { name: 1, metric: 1, threshold: 1 }).lean<Array<{ _id: Types.ObjectId; name: string; metric: MedalMetric; threshold: number }>>();
  if (medals.length === 0) return 0;
  const progress = await userProgress(String(userId), new Set(medals.map((medal) => medal.metric)));
  let told = 0;
  for (const medal of medals) {
    if ((progress.get(medal.metric) ?? 0) < medal.threshold) continue;
    const fresh = await notifyUser(userId, 'medal', {
      title: `¡Ganaste la medalla «${medal.name}»!`,
      url: `/perfil/${String(userId)}/medallas`,
      key: `medal:${String(medal._id)}:${String(userId)}`,
    });
    if (fresh) told += 1;
  }
  return told;
}

/** The same, after the answer: a medal is never a reason for a post or a vote to fail. */
export function awardMedalsLater(userId: string | Types.ObjectId, metrics: MedalMetric[]): void {
  inBackground('Las medallas ganadas', () => awardMedals(userId, metrics));
}
