// The repair at start, across a real restart of the app and its engine on the same data folder.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildTestApp } from '../../test/build-test-app';
import { createOffer } from '../offers/create';
import { CodeClaimModel, MultipleCodeModel } from './model';
import { addCodes } from './service';

test('codes whose claims were written just before a crash are marked used when the app starts again', async () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'gangazo-repair-'));
  try {
    const before = await buildTestApp({ dataDir });
    const offerId = await createOffer({ kind: 'coupon', title: 'Cupón con códigos tras un fallo', reduction: '10%', multipleCodes: true });
    await addCodes(offerId, ['FALLO-1', 'FALLO-2', 'FALLO-3']);
    const codes = await MultipleCodeModel.find({ offerId }).sort({ position: 1 }).lean();
    const claimedAt = new Date('2026-11-20T15:04:05.000Z');
    await CodeClaimModel.create({ offerId, codeId: codes[0]?._id, ip: '10.7.0.1', claimedAt });
    await CodeClaimModel.create({ offerId, codeId: codes[2]?._id, ip: '10.7.0.3', claimedAt });
    await before.close();

    const after = await buildTestApp({ dataDir });
    try {
      const marked = await MultipleCodeModel.find({ offerId }).sort({ position: 1 }).lean();
      expect(marked.map((code) => [code.value, code.usedCoupon, code.usedIp])).toEqual([
        ['FALLO-1', true, '10.7.0.1'],
        ['FALLO-2', false, null],
        ['FALLO-3', true, '10.7.0.3'],
      ]);
      const res = await after.inject({ method: 'POST', url: `/api/v1/multiple_codes/claim?idOffer=${String(offerId)}`, remoteAddress: '10.7.0.9' });
      expect(res.json()).toMatchObject({ value: 'FALLO-2' });
    } finally {
      await after.close();
    }
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
});
