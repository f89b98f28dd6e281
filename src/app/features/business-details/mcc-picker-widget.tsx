import { useMemo, useState } from 'react';
import { Alert, Button, Radio, Select, Stack, Text } from '@mantine/core';
import { useController, useWatch } from 'react-hook-form';
import { useQuery } from 'urql';
import { MccsFromGstinDocument } from '../../../../generated/graphql';
import { isValidGstin } from '../../../domain/identifiers/gstin';
import { normaliseIdentifier } from '../../../domain/identifiers/normalise';
import type { DomainWidgetProps } from '../../../engine/render/domain-widgets';
import { useStepFormEnvironment } from '../../../engine/render/step-form-context';
import { memberLabel, type RuleBook } from '../../../engine/rules';
import { useMasterMccList, type MccRecord } from './master-mcc-list';

export const mccPickerTexts = {
  category: 'Business category',
  subCategory: 'Business sub-category',
  merchantCategory: 'Merchant category',
  loading: 'Loading...',
  failed: 'The list of merchant categories could not be loaded. Check the connection and open the step again.',
  licenceTitle: 'Licence needed',
  licence: (licence: string) => `This merchant category needs a business operating licence: ${licence}. Enter its number below.`,
  suggested: "The GSTIN's business categories",
  suggestedHelp: 'From the nature of business on the GST registration.',
  chooseAnother: 'Choose another category',
} as const;

/** Licence-required MCCs and the licence each needs (forms/rules/licence-required-mccs.json). */
function licenceOf(rules: RuleBook, mccCode: string | null): string | null {
  const table = rules['licence-required-mccs'];
  const member = mccCode && table?.kind === 'set' ? table.values[mccCode] : undefined;
  return member ? memberLabel(member) : null;
}

function distinct(records: readonly MccRecord[], key: (r: MccRecord) => string, label: (r: MccRecord) => string) {
  const seen = new Map<string, string>();
  for (const record of records) if (!seen.has(key(record))) seen.set(key(record), label(record));
  return [...seen].map(([value, text]) => ({ value, label: text })).sort((a, b) => a.label.localeCompare(b.label));
}

/**
 * The account's MCC. When the form has a GSTIN (its GSTIN field, or the lead's), the categories its
 * GST registration's nature of business gives are offered first as quick choices; the master list
 * stays one tap away ('Choose another category'), ordered by business category, then sub-category,
 * then merchant category (its MCC code shown beside it). An MCC picked from the master list marks
 * the form's isMCCManualEntry. Blocked categories never reach either list (the server leaves them
 * out); a category that needs a business operating licence says which.
 */
export function MccPickerWidget({ field, name, control, setValue, required, disabled, error }: DomainWidgetProps) {
  const { context, rules } = useStepFormEnvironment();
  const { field: input } = useController({ control, name });
  const sibling = (key: string) => name.replace(/[^.]+$/, key);
  const typedGstin: unknown = useWatch({ control, name: sibling('gstin') });
  const gstin = typeof typedGstin === 'string' && isValidGstin(normaliseIdentifier(typedGstin)) ? normaliseIdentifier(typedGstin) : typeof context.gstin === 'string' ? context.gstin : null;
  const master = useMasterMccList();
  const [fromGstin] = useQuery({ query: MccsFromGstinDocument, variables: { input: { gstin: gstin ?? '' } }, pause: !gstin });
  const records = master.records;
  const suggestions = useMemo(() => (gstin && fromGstin.data?.mccsFromGSTIN.mccList) || [], [gstin, fromGstin.data]);
  const value = typeof input.value === 'string' && input.value ? input.value : null;
  const chosen = records.find((r) => r.mccCode === value) ?? null;
  const [category, setCategory] = useState<string | null>(null);
  const [subCategory, setSubCategory] = useState<string | null>(null);
  const [browsing, setBrowsing] = useState(false);
  // A saved MCC opens with its own category and sub-category chosen.
  const shownCategory = category ?? chosen?.categoryType ?? null;
  const shownSubCategory = subCategory ?? chosen?.subCategoryType ?? null;
  const loading = master.loading;
  const suggestedValue = value && suggestions.some((r) => r.mccCode === value) ? value : null;
  const showMasterList = browsing || suggestions.length === 0 || (value !== null && suggestedValue === null);

  const pick = (mccCode: string, manual: boolean) => {
    input.onChange(mccCode);
    setValue(sibling('isMCCManualEntry'), manual, { shouldDirty: true });
  };

  const categories = distinct(records, (r) => r.categoryType, (r) => r.categoryLabel);
  const subCategories = distinct(
    records.filter((r) => r.categoryType === shownCategory),
    (r) => r.subCategoryType,
    (r) => r.subCategoryLabel,
  );
  const merchantCategories = records
    .filter((r) => r.categoryType === shownCategory && r.subCategoryType === shownSubCategory)
    .map((r) => ({ value: r.mccCode, label: `${r.merchantCategory} (${r.mccCode})` }));
  const licence = licenceOf(rules, value);

  return (
    <Stack gap="xs" data-mcc={value ?? ''}>
      {suggestions.length > 0 && (
        <Radio.Group
          label={mccPickerTexts.suggested}
          description={mccPickerTexts.suggestedHelp}
          value={suggestedValue}
          onChange={(choice) => {
            setCategory(null);
            setSubCategory(null);
            pick(choice, false);
          }}
          error={showMasterList ? undefined : error}
        >
          <Stack gap={4} mt={4}>
            {suggestions.map((r) => (
              <Radio.Card key={r.mccCode} value={r.mccCode} disabled={disabled} p="sm" radius="md" aria-label={`${r.merchantCategory} (${r.mccCode})`}>
                <Text size="sm">{`${r.merchantCategory} (${r.mccCode})`}</Text>
                <Text size="xs" c="dimmed">
                  {r.categoryLabel} · {r.subCategoryLabel}
                </Text>
              </Radio.Card>
            ))}
          </Stack>
        </Radio.Group>
      )}
      {!showMasterList && (
        <Button variant="subtle" w="fit-content" mih={44} disabled={disabled} onClick={() => setBrowsing(true)}>
          {mccPickerTexts.chooseAnother}
        </Button>
      )}
      {showMasterList && (
        <>
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
            onChange={(choice) => (choice ? pick(choice, true) : input.onChange(''))}
            onBlur={input.onBlur}
            error={master.failed ? mccPickerTexts.failed : error}
          />
        </>
      )}
      {licence && (
        <Alert color="yellow" title={mccPickerTexts.licenceTitle} role="status">
          <Text size="sm">{mccPickerTexts.licence(licence)}</Text>
        </Alert>
      )}
    </Stack>
  );
}
