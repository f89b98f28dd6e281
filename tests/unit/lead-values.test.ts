import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from 'vitest';
import { LeadLostReason, LeadRating, LeadSource, LeadStatus, PersonRelation, SalesStage } from '../../generated/enums';
import { leadLostReasonLabels, leadRatings, leadSources, leadStatuses, personRelations, salesStages } from '../../src/domain/lead-values';

const sorted = (values: Iterable<string>) => [...values].sort();
const contract = (enumeration: Record<string, string>) => sorted(Object.values(enumeration));

function ruleValues(name: string): string[] {
  const table = JSON.parse(readFileSync(join(import.meta.dirname, '../../forms/rules', `${name}.json`), 'utf8')) as {
    cases: { options: { value: string }[] }[];
  };
  return sorted(table.cases.flatMap((c) => c.options.map((o) => o.value)));
}

test('the lead value sets of src/domain are the contract enums, value for value', () => {
  expect(sorted(leadSources)).toEqual(contract(LeadSource));
  expect(sorted(personRelations)).toEqual(contract(PersonRelation));
  expect(sorted(leadRatings)).toEqual(contract(LeadRating));
  expect(sorted(leadStatuses)).toEqual(contract(LeadStatus));
  expect(sorted(salesStages)).toEqual(contract(SalesStage));
  expect(sorted(Object.keys(leadLostReasonLabels))).toEqual(contract(LeadLostReason));
});

test('the rule tables a product owner edits offer exactly the contract values', () => {
  expect(ruleValues('lead-sources')).toEqual(contract(LeadSource));
  expect(ruleValues('person-relations')).toEqual(contract(PersonRelation));
  expect(ruleValues('lead-ratings')).toEqual(contract(LeadRating));
});

test("the lost reasons carry the spec's labels", () => {
  expect(Object.values(leadLostReasonLabels)).toEqual([
    'High Commercials',
    'Merchant Not Reachable',
    'Instant Settlement Required',
    'On Hold',
    'Not Interested',
  ]);
});
