import { describe, expect, test } from 'vitest';
import { listValidators } from '../../src/domain/list-validators';
import { isSignatoryHolder, isStakeValue, signatoryFacts, signatoryMessages, stakesAddUp, stakesExceedWhole, stakeTotal } from '../../src/domain/signatories';

// The partners' stakes and what completes their step (src/domain/signatories.ts).

describe('stakes', () => {
  test('are counted in hundredths, so shares written with two decimals add up exactly', () => {
    expect(stakeTotal([33.33, 33.33, 33.34])).toBe(100);
    expect(stakesAddUp([33.33, 33.33, 33.34])).toBe(true);
    expect(stakeTotal([0.1, 0.2])).toBe(0.3);
    expect(stakeTotal([60, null, undefined])).toBe(60);
    expect(stakesAddUp([60, 40])).toBe(true);
    expect(stakesAddUp([60, 39.99])).toBe(false);
    expect(stakesExceedWhole([60, 40.01])).toBe(true);
    expect(stakesExceedWhole([60, 40])).toBe(false);
  });

  test('an entered stake is 0 to 100 with at most 2 decimals', () => {
    for (const good of [0, 0.01, 12.5, 33.33, 100]) expect(isStakeValue(good), String(good)).toBe(true);
    for (const bad of [-1, 100.01, 33.333, Number.NaN, Number.POSITIVE_INFINITY]) expect(isStakeValue(bad), String(bad)).toBe(false);
  });

  test("the step's list rule says what the stakes add up to", () => {
    const { signatoryStakes } = listValidators;
    expect(signatoryStakes.test([{ stakePercentage: 60 }, { stakePercentage: 40 }])).toBe(true);
    expect(signatoryStakes.test([{ stakePercentage: 60 }])).toBe(false);
    expect(signatoryStakes.messageFor([{ stakePercentage: 60 }, {}])).toBe(signatoryMessages.stakesShort(60));
    expect(signatoryMessages.stakesShort(60)).toBe('The stakes must add up to 100%. They add up to 60% now.');
  });
});

test('only an individual holds a PAN a partner or director can have', () => {
  expect(isSignatoryHolder('INDIVIDUAL')).toBe(true);
  for (const other of ['FIRM', 'COMPANY', 'HUF', 'TRUST']) expect(isSignatoryHolder(other)).toBe(false);
});

test('the facts the step is complete by: some added, stakes at 100, every KYC completed', () => {
  expect(signatoryFacts([])).toEqual({ added: false, stakesAddUp: false, allKycCompleted: true });
  expect(signatoryFacts([{ stakePercentage: 60, kycCompleted: true }, { stakePercentage: 40, kycCompleted: false }])).toEqual({
    added: true,
    stakesAddUp: true,
    allKycCompleted: false,
  });
});
