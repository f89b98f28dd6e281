import { useEffect, useState } from 'react';
import { Alert, Button, Modal, Stack, Text, TextInput } from '@mantine/core';
import { useController } from 'react-hook-form';
import { useNavigate } from 'react-router-dom';
import { useClient } from 'urql';
import { GstDetailsDocument, PanDetailsDocument, type PanDetailsQuery } from '../../../../generated/graphql';
import { describeError } from '../../../api/error-message';
import { codeLabel } from '../../../domain/labels';
import { isValidGstin, panOfGstin } from '../../../domain/identifiers/gstin';
import { normaliseIdentifier } from '../../../domain/identifiers/normalise';
import { validators } from '../../../domain/validators';
import type { DomainWidgetProps } from '../../../engine/render/domain-widgets';
import { createOpportunityPath } from '../../routes/create-opportunity-path';
import { panTexts } from '../../../domain/pan-texts';

type Verified = NonNullable<PanDetailsQuery['panDetails']>['panDetails'];

/**
 * PAN or GSTIN entry with verification against the PAN and GST registries. A GSTIN gives its PAN
 * (and fills the GSTIN field); a blacklisted PAN is refused with the spec's alert; an already
 * registered PAN offers to modify the existing merchant.
 */
export function PanLookupWidget({ field, name, control, setValue, required, disabled, error }: DomainWidgetProps) {
  const client = useClient();
  const navigate = useNavigate();
  const { field: input } = useController({ control, name });
  const [text, setText] = useState<string>(typeof input.value === 'string' ? input.value : '');
  const [checking, setChecking] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [verified, setVerified] = useState<Verified | null>(null);
  const [existing, setExisting] = useState<Verified | null>(null);
  const [blacklisted, setBlacklisted] = useState(false);
  const stored = typeof input.value === 'string' && input.value ? input.value : null;

  // A PAN the form already holds (saved earlier, or a restored draft) was verified when it was
  // entered: its holder is looked up again so the agent sees whose PAN it is.
  useEffect(() => {
    if (!stored || !validators.pan.test(stored) || verified?.panNumber === stored) return;
    let current = true;
    setText((typed) => typed || stored);
    void client
      .query(PanDetailsDocument, { input: { panNumber: stored } })
      .toPromise()
      .then((result) => {
        const details = result.data?.panDetails.panDetails;
        if (current && details && !details.isBlacklisted) setVerified(details);
      });
    return () => {
      current = false;
    };
    // Only a change of the held PAN calls for a lookup.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [stored]);

  const verify = async () => {
    const entry = normaliseIdentifier(text);
    setProblem(null);
    setExisting(null);
    if (!validators.panOrGstin.test(entry)) {
      setProblem(validators.panOrGstin.messageFor(entry));
      return;
    }
    setChecking(true);
    try {
      let pan = entry;
      if (isValidGstin(entry) && entry.length === 15) {
        // A GSTIN entered after a PAN was verified must belong to that PAN; on its own, it gives its PAN.
        const linkedPan = verified?.panNumber ?? stored;
        const gst = await client.query(GstDetailsDocument, { input: { gstin: entry, panNumber: linkedPan } }).toPromise();
        if (gst.error || !gst.data) {
          setProblem(gst.error ? describeError(gst.error).message : panTexts.lookupFailed);
          return;
        }
        pan = gst.data.gstDetails.gstDetails.panNumber || panOfGstin(entry);
        setValue('input.gstin', entry, { shouldDirty: true });
      }
      const result = await client.query(PanDetailsDocument, { input: { panNumber: pan } }).toPromise();
      if (result.error || !result.data) {
        setProblem(result.error ? describeError(result.error).message : panTexts.lookupFailed);
        return;
      }
      const details = result.data.panDetails.panDetails;
      setVerified(null);
      if (details.isBlacklisted) {
        setBlacklisted(true);
        input.onChange('');
        return;
      }
      if (details.isExisting) {
        setExisting(details);
        input.onChange('');
        return;
      }
      setVerified(details);
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
        maxLength={15}
        autoCapitalize="characters"
        styles={{ input: { textTransform: 'uppercase' } }}
        error={problem ?? error}
        rightSectionWidth={96}
        rightSection={
          <Button size="compact-sm" onClick={() => void verify()} loading={checking} disabled={disabled}>
            {panTexts.verify}
          </Button>
        }
        onChange={(e) => setText(e.currentTarget.value)}
        onKeyDown={(e) => {
          if (e.key === 'Enter') {
            e.preventDefault();
            void verify();
          }
        }}
      />
      {verified && (
        <Alert color="green" title={panTexts.verifiedTitle} role="status">
          <Text size="sm">{verified.name}</Text>
          <Text size="sm" c="dimmed">
            PAN {verified.panNumber}
            {verified.suggestedOwnershipType ? ` · ${panTexts.ownershipLabel}: ${codeLabel(verified.suggestedOwnershipType)}` : ''}
          </Text>
        </Alert>
      )}
      {existing && (
        <Alert color="yellow" title={panTexts.registeredTitle} role="alert">
          <Stack gap="xs">
            <Text size="sm">{panTexts.registeredText(existing.name)}</Text>
            <Button
              size="lg"
              variant="light"
              w="fit-content"
              onClick={() => void navigate(createOpportunityPath(existing.panNumber))}
            >
              {panTexts.modifyExisting}
            </Button>
          </Stack>
        </Alert>
      )}
      <Modal opened={blacklisted} onClose={() => setBlacklisted(false)} title={panTexts.blacklistedTitle} centered withCloseButton={false}>
        <Stack>
          <Text>{panTexts.blacklistedText}</Text>
          <Button onClick={() => setBlacklisted(false)}>{panTexts.ok}</Button>
        </Stack>
      </Modal>
    </Stack>
  );
}
