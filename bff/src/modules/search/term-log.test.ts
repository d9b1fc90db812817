import { TermLog } from './term-log';

test('the search log takes a burst of 1 000 entries, then 200 a second, whatever the client addresses', () => {
  let now = 1_000_000;
  const log = new TermLog(() => now);
  let accepted = 0;
  for (let i = 0; i < 1_500; i++) if (log.hasBudget()) accepted += 1;
  expect(accepted).toBe(1_000);
  expect(log.hasBudget()).toBe(false);
  now += 500;
  accepted = 0;
  for (let i = 0; i < 500; i++) if (log.hasBudget()) accepted += 1;
  expect(accepted).toBe(100);
  // Idle time refills up to the burst, no further.
  now += 60_000;
  accepted = 0;
  for (let i = 0; i < 1_500; i++) if (log.hasBudget()) accepted += 1;
  expect(accepted).toBe(1_000);
});
