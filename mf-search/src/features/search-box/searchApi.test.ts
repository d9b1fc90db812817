// The contract is imported here, in a test, only: browser code may not bundle its TypeBox schemas.
import { SEARCH_LIMITS } from '@gangazo/contracts';
import { SEARCH_RULES } from './searchApi';

describe('SEARCH_RULES', () => {
  it('is the same as the contract’s SEARCH_LIMITS (the BFF enforces those)', () => {
    const { minLength, maxLength, debounceMs, blurResetMs, labelLength } = SEARCH_LIMITS;
    expect(SEARCH_RULES).toEqual({ minLength, maxLength, debounceMs, blurResetMs, labelLength });
  });
});
