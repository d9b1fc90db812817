import type { MonitoringReport } from '@gangazo/contracts';
import { loggedReport } from './routes';

test('a report logs a few KB at most, whatever the browser sent', () => {
  const report = { source: 'coupons', version: '1.2.3', level: 'error', message: 'm'.repeat(2000), stack: 's'.repeat(20000), url: `https://gangazo.co/${'u'.repeat(1990)}` } as MonitoringReport;
  const logged = loggedReport(report);
  expect(JSON.stringify(logged).length).toBeLessThan(3 * 1024);
  expect(logged).toMatchObject({ source: 'coupons', version: '1.2.3', level: 'error' });
  expect(logged.message).toBe('m'.repeat(500));
  expect(logged.stack).toBe('s'.repeat(2000));
  // A short one is logged whole.
  const short = { source: 'shell', version: '1', level: 'warning', message: 'Falló', url: 'https://gangazo.co/' } as MonitoringReport;
  expect(loggedReport(short)).toEqual(short);
});
