import { useEffect, useState } from 'react';
import { Alert, Button, Stack, Text, TextInput } from '@mantine/core';
import { useController } from 'react-hook-form';
import { useClient } from 'urql';
import { PanDetailsDocument } from '../../../../generated/graphql';
import { describeError } from '../../../api/error-message';
import { errorCatalogue } from '../../../domain/error-catalogue';
import { normaliseIdentifier } from '../../../domain/identifiers/normalise';
import { isSignatoryHolder } from '../../../domain/signatories';
import { validators } from '../../../domain/validators';
import type { DomainWidgetProps } from '../../../engine/render/domain-widgets';
import { panTexts } from '../../../domain/pan-texts';

interface Holder {
  panNumber: string;
  name: string;
}

/**
 * A partner's or director's PAN, verified with the PAN registry on entry: the field holds a PAN only
 * once the registry knows it as a person's own and not blacklisted, and shows the name on it.
 */
export function SignatoryPanWidget({ field, name, control, required, disabled, error }: DomainWidgetProps) {
  const client = useClient();
  const { field: input } = useController({ control, name });
  const held = typeof input.value === 'string' && input.value ? input.value : null;
  const [text, setText] = useState(held ?? '');
  const [checking, setChecking] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [holder, setHolder] = useState<Holder | null>(null);

  // A PAN the form already holds (saved earlier, or a restored draft) was verified when it was
  // entered: its name is looked up again so the agent sees whose PAN it is.
  useEffect(() => {
    if (!held || !validators.pan.test(held) || holder?.panNumber === held) return;
    let current = true;
    setText((typed) => typed || held);
    void client
      .query(PanDetailsDocument, { input: { panNumber: held } })
      .toPromise()
      .then((result) => {
        const details = result.data?.panDetails.panDetails;
        if (current && details) setHolder({ panNumber: details.panNumber, name: details.name });
      });
    return () => {
      current = false;
    };
    // Only a change of the held PAN calls for a lookup.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [held]);

  const refuse = (message: string) => {
    setProblem(message);
    input.onChange('');
  };

  const verify = async () => {
    const pan = normaliseIdentifier(text);
    setProblem(null);
    setHolder(null);
    if (!validators.pan.test(pan)) return refuse(validators.pan.message);
    setChecking(true);
    try {
      const result = await client.query(PanDetailsDocument, { input: { panNumber: pan } }).toPromise();
      const details = result.data?.panDetails.panDetails;
      if (result.error || !details) return refuse(result.error ? describeError(result.error).message : panTexts.lookupFailed);
      if (details.isBlacklisted) return refuse(errorCatalogue.BLACKLISTED_PAN.message);
      if (!isSignatoryHolder(details.panHolderType)) return refuse(errorCatalogue.SIGNATORY_PAN_NOT_INDIVIDUAL.message);
      setHolder({ panNumber: details.panNumber, name: details.name });
      input.onChange(details.panNumber);
    } finally {
      setChecking(false);
    }
  };

  return (
    <Stack gap="xs">
      <TextInput
        label={field.label}
        description={field.help}
        required={required}
        disabled={disabled || checking}
        value={text}
        maxLength={10}
        autoCapitalize="characters"
        styles={{ input: { textTransform: 'uppercase' } }}
        error={problem ?? error}
        rightSectionWidth={96}
        rightSection={
          <Button size="compact-sm" onClick={() => void verify()} loading={checking} disabled={disabled}>
            {panTexts.verify}
          </Button>
        }
        onChange={(e) => {
          const typed = e.currentTarget.value;
          setText(typed);
          // Another PAN typed is not verified yet: the field holds none until it is.
          if (held && normaliseIdentifier(typed) !== held) {
            input.onChange('');
            setHolder(null);
          }
        }}
        onBlur={input.onBlur}
        onKeyDown={(e) => {
          if (e.key === 'Enter') {
            e.preventDefault();
            void verify();
          }
        }}
      />
      {holder && (
        <Alert color="green" title={panTexts.verifiedTitle} role="status">
          <Text size="sm">{holder.name}</Text>
          <Text size="sm" c="dimmed">
            PAN {holder.panNumber}
          </Text>
        </Alert>
      )}
    </Stack>
  );
}
