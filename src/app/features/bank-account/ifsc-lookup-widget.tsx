import { useEffect, useState } from 'react';
import { Text, TextInput } from '@mantine/core';
import { useController } from 'react-hook-form';
import { useClient } from 'urql';
import { IfscDetailsDocument } from '../../../../generated/graphql';
import { describeError } from '../../../api/error-message';
import { IFSC_LENGTH, isValidIfsc } from '../../../domain/identifiers/ifsc';
import { normaliseIdentifier } from '../../../domain/identifiers/normalise';
import type { DomainWidgetProps } from '../../../engine/render/domain-widgets';
import { bankTexts } from './bank-texts';

/** The IFSC; once it is complete the server names its bank from the list of branches, or says no branch has it. */
export function IfscLookupWidget({ field, name, control, required, disabled, error }: DomainWidgetProps) {
  const client = useClient();
  const { field: input } = useController({ control, name });
  const ifsc = typeof input.value === 'string' ? normaliseIdentifier(input.value) : '';
  const [bankName, setBankName] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [checking, setChecking] = useState(false);

  useEffect(() => {
    setBankName(null);
    setProblem(null);
    if (!isValidIfsc(ifsc)) return;
    let current = true;
    setChecking(true);
    void client
      .query(IfscDetailsDocument, { input: { ifscCode: ifsc } })
      .toPromise()
      .then((result) => {
        if (!current) return;
        setChecking(false);
        const details = result.data?.ifscDetails.ifscDetails;
        if (details) setBankName(details.bankName);
        else setProblem(result.error ? describeError(result.error).message : bankTexts.lookupFailed);
      });
    return () => {
      current = false;
    };
  }, [ifsc, client]);

  return (
    <TextInput
      label={field.label}
      description={
        bankName || checking ? (
          <Text component="span" size="xs" c={bankName ? 'green.8' : 'dimmed'} data-bank-name={bankName ?? undefined}>
            {bankName ?? bankTexts.lookingUp}
          </Text>
        ) : (
          field.help
        )
      }
      required={required}
      disabled={disabled}
      value={typeof input.value === 'string' ? input.value : ''}
      maxLength={IFSC_LENGTH}
      autoCapitalize="characters"
      autoComplete="off"
      styles={{ input: { textTransform: 'uppercase', minHeight: 44 } }}
      error={problem ?? error}
      onChange={(e) => input.onChange(e.currentTarget.value.toUpperCase())}
      onBlur={input.onBlur}
      data-widget="ifscLookup"
    />
  );
}
