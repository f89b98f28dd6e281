import { useEffect, useState } from 'react';
import { Alert, Select, Stack, Text } from '@mantine/core';
import { useController, useWatch } from 'react-hook-form';
import { useClient } from 'urql';
import { GstDetailsDocument, type GstDetailsQuery } from '../../../../generated/graphql';
import { describeError } from '../../../api/error-message';
import { codeLabel } from '../../../domain/labels';
import type { FieldDefinition } from '../../../engine/definition';
import type { DomainWidgetProps } from '../../../engine/render/domain-widgets';
import { panTexts } from '../../../domain/pan-texts';

type Verified = GstDetailsQuery['gstDetails']['gstDetails'];

const FIELD_REFERENCE = '$field:';

/** The form path of the PAN the field's options are fetched for: the chosen GSTIN must belong to it. */
function panPathOf(field: FieldDefinition): string | null {
  const find = (value: unknown): string | null => {
    if (typeof value === 'string') return value.startsWith(FIELD_REFERENCE) ? value.slice(FIELD_REFERENCE.length) : null;
    if (value && typeof value === 'object') {
      for (const inner of Object.values(value)) {
        const found = find(inner);
        if (found) return found;
      }
    }
    return null;
  };
  return field.options && 'query' in field.options ? find(field.options.variables) : null;
}

/**
 * The GSTINs registered with the PAN (the field's options query), each verified with the GST
 * registry once chosen, or once present (saved earlier, or taken from a GSTIN typed in the PAN box):
 * the registration's legal name and status are shown, and a GSTIN the registry refuses is not kept.
 */
export function GstinPickerWidget({ field, name, control, required, disabled, error, options, optionsLoading, optionsFailed }: DomainWidgetProps) {
  const client = useClient();
  const { field: input } = useController({ control, name });
  const panPath = panPathOf(field);
  const pan: unknown = useWatch({ control, name: panPath ?? name, disabled: panPath === null });
  const panNumber = panPath && typeof pan === 'string' && pan ? pan : null;
  const value = typeof input.value === 'string' && input.value ? input.value : null;
  const [verified, setVerified] = useState<Verified | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [checking, setChecking] = useState(false);

  useEffect(() => {
    if (!value) {
      setVerified(null);
      return;
    }
    let current = true;
    setChecking(true);
    setProblem(null);
    void client
      .query(GstDetailsDocument, { input: { gstin: value, panNumber } })
      .toPromise()
      .then((result) => {
        if (!current) return;
        setChecking(false);
        if (result.data) {
          setVerified(result.data.gstDetails.gstDetails);
          return;
        }
        setVerified(null);
        setProblem(result.error ? describeError(result.error).message : panTexts.lookupFailed);
        input.onChange('');
      });
    return () => {
      current = false;
    };
    // Verify again only when the GSTIN or the PAN it must belong to changes.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [value, panNumber]);

  const data = options.map((o) => ({ value: String(o.value), label: o.label }));
  if (value && !data.some((o) => o.value === value)) data.push({ value, label: value });
  const empty = !optionsLoading && !optionsFailed && data.length === 0;

  return (
    <Stack gap="xs">
      <Select
        label={field.label}
        description={field.help}
        required={required}
        disabled={disabled || checking}
        placeholder={optionsLoading ? 'Loading...' : empty ? panTexts.noGstins : panTexts.gstinPlaceholder}
        data={data}
        value={value}
        onChange={(choice) => input.onChange(choice ?? '')}
        onBlur={input.onBlur}
        clearable={!required}
        error={problem ?? error ?? (optionsFailed ? panTexts.choicesFailed : undefined)}
        nothingFoundMessage={panTexts.noGstins}
      />
      {verified && value === verified.gstin && (
        <Alert color="green" title={panTexts.gstinVerifiedTitle} role="status">
          <Text size="sm">{verified.legalName}</Text>
          {verified.tradeName && <Text size="sm">{verified.tradeName}</Text>}
          <Text size="sm" c="dimmed">
            GSTIN {verified.gstin} · {panTexts.gstinStatus}: {codeLabel(verified.status)}
          </Text>
        </Alert>
      )}
    </Stack>
  );
}
