import { renderHook } from '@testing-library/react';
import { useForgetSelectedCardOnUnload } from './useForgetSelectedCardOnUnload';

describe('selectedCardId (spec §9)', () => {
  it.each(['beforeunload', 'pagehide'])('is removed from local storage on %s', (eventName) => {
    localStorage.setItem('selectedCardId', '17');
    localStorage.setItem('APP_TOKEN', 'keep-me');
    renderHook(() => useForgetSelectedCardOnUnload());
    window.dispatchEvent(new Event(eventName));
    expect(localStorage.getItem('selectedCardId')).toBeNull();
    expect(localStorage.getItem('APP_TOKEN')).toBe('keep-me');
  });
});
