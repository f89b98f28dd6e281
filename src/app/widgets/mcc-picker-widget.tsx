import { useMemo, useState } from 'react';
import { Alert, Select, Stack, Text } from '@mantine/core';
import { useController } from 'react-hook-form';
import { useQuery } from 'urql';
import { MasterMccListDocument, type MasterMccListQuery } from '../../../generated/graphql';
import type { DomainWidgetProps } from '../../engine/render/domain-widgets';
import { ruleBook } from '../onboarding/forms-catalogue';

type MccRecord = MasterMccListQuery['masterMccList']['mccList'][number];

export const mccPickerTexts = {
  category: 'Business category',
  subCategory: 'Business sub-category',
  merchantCategory: 'Merchant category',
  loading: 'Loading...',
  failed: 'The list of merchant categories could not be loaded. Check the connection and open the step again.',
  licenceTitle: 'Licence needed',
  licence: (licence: string) => `This merchant category needs a business operating licence: ${licence}. Enter its number below.`,
} as const;

/** Licence-required MCCs and the licence each needs (forms/rules/licence-required-mccs.json). */
function licenceOf(mccCode: string | null): string | null {
  const table = ruleBook['licence-required-mccs'];
  return mccCode && table?.kind === 'set' ? (table.values[mccCode] ?? null) : null;
}

function distinct(records: readonly MccRecord[], key: (r: MccRecord) => string, label: (r: MccRecord) => string) {
  const seen = new Map<string, string>();
  for (const record of records) if (!seen.has(key(record))) seen.set(key(record), label(record));
  return [...seen].map(([value, text]) => ({ value, label: text })).sort((a, b) => a.label.localeCompare(b.label));
}

/**
 * The account's MCC, chosen as the master list orders it: business category, then sub-category,
 * then merchant category (its MCC code shown beside it). Blocked categories never reach the list (the
 * server leaves them out); a category that needs a business operating licence says which.
 */
export function MccPickerWidget({ field, name, control, required, disabled, error }: DomainWidgetProps) {
  const { field: input } = useController({ control, name });
  const [result] = useQuery({ query: MasterMccListDocument, variables: { input: {} } });
  const records = useMemo(() => result.data?.masterMccList.mccList ?? [], [result.data]);
  const value = typeof input.value === 'string' && input.value ? input.value : null;
  const chosen = records.find((r) => r.mccCode === value) ?? null;
  const [category, setCategory] = useState<string | null>(null);
  const [subCategory, setSubCategory] = useState<string | null>(null);
  // A saved MCC opens with its own category and sub-category chosen.
  const shownCategory = category ?? chosen?.categoryType ?? null;
  const shownSubCategory = subCategory ?? chosen?.subCategoryType ?? null;
  const loading = result.fetching && !result.data;

  const categories = distinct(records, (r) => r.categoryType, (r) => r.categoryLabel);
  const subCategories = distinct(
    records.filter((r) => r.categoryType === shownCategory),
    (r) => r.subCategoryType,
    (r) => r.subCategoryLabel,
  );
  const merchantCategories = records
    .filter((r) => r.categoryType === shownCategory && r.subCategoryType === shownSubCategory)
    .map((r) => ({ value: r.mccCode, label: `${r.merchantCategory} (${r.mccCode})` }));
  const licence = licenceOf(value);

  return (
    <Stack gap="xs" data-mcc={value ?? ''}>
      <Select
        label={mccPickerTexts.category}
        required={required}
        disabled={disabled || loading}
        placeholder={loading ? mccPickerTexts.loading : undefined}
        data={categories}
        value={shownCategory}
        searchable
        onChange={(choice) => {
          setCategory(choice);
          setSubCategory(null);
          input.onChange('');
        }}
      />
      <Select
        label={mccPickerTexts.subCategory}
        required={required}
        disabled={disabled || !shownCategory}
        data={subCategories}
        value={shownSubCategory}
        searchable
        onChange={(choice) => {
          setCategory(shownCategory);
          setSubCategory(choice);
          input.onChange('');
        }}
      />
      <Select
        label={field.label || mccPickerTexts.merchantCategory}
        description={field.help}
        required={required}
        disabled={disabled || !shownSubCategory}
        data={merchantCategories}
        value={value}
        searchable
        onChange={(choice) => input.onChange(choice ?? '')}
        onBlur={input.onBlur}
        error={result.error ? mccPickerTexts.failed : error}
      />
      {licence && (
        <Alert color="yellow" title={mccPickerTexts.licenceTitle} role="status">
          <Text size="sm">{mccPickerTexts.licence(licence)}</Text>
        </Alert>
      )}
    </Stack>
  );
}
