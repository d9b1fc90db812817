import { startInSteps } from './startInSteps';

describe('startInSteps', () => {
  it('starts each step only after the one before it has settled and a task has passed', async () => {
    const events: string[] = [];
    const step = (name: string) => () => {
      events.push(`start ${name}`);
      return Promise.resolve().then(() => events.push(`end ${name}`));
    };
    const waitForTask = () => {
      events.push('task');
      return Promise.resolve();
    };
    await startInSteps([step('react-dom'), step('platform'), step('bootstrap')], waitForTask);
    expect(events).toEqual(['start react-dom', 'end react-dom', 'task', 'start platform', 'end platform', 'task', 'start bootstrap', 'end bootstrap']);
  });

  it('runs the steps in separate macrotasks by default', async () => {
    jest.useFakeTimers();
    try {
      const ran: string[] = [];
      const started = startInSteps([async () => ran.push('a'), async () => ran.push('b')]);
      await Promise.resolve();
      await Promise.resolve();
      // The second step waits for a timer, however many microtasks pass.
      expect(ran).toEqual(['a']);
      await jest.runAllTimersAsync();
      await started;
      expect(ran).toEqual(['a', 'b']);
    } finally {
      jest.useRealTimers();
    }
  });

  it('stops at the first step that fails, with its error', async () => {
    const later = jest.fn(() => Promise.resolve());
    const failure = new Error('ChunkLoadError: vendor');
    await expect(startInSteps([() => Promise.reject(failure), later], () => Promise.resolve())).rejects.toBe(failure);
    expect(later).not.toHaveBeenCalled();
  });
});
