import { useEffect, useRef, useState } from 'react';
import { Text, TextInput } from '@mantine/core';
import { useController, useFormContext } from 'react-hook-form';
import { useClient } from 'urql';
import { PincodeDetailsDocument } from '../../../../generated/graphql';
import { describeError } from '../../../api/error-message';
import { PINCODE_LENGTH, isValidPincode } from '../../../domain/identifiers/pincode';
import type { DomainWidgetProps } from '../../../engine/render/domain-widgets';
import { TAP_TARGET_PX } from '../../../engine/render/tap-target';
import { addressTexts, siblingName } from './address-texts';

type Found = { kind: 'found'; text: string } | { kind: 'unknown'; text: string } | { kind: 'failed'; text: string };

/**
 * An address's pincode: a new complete pincode the master list knows fills the address's state and
 * city (sibling fields stateCode and cityId); one it does not know leaves them to the agent. The
 * pincode the form opened with fills them too when it came without them (a lead's pincode), as a
 * typed one does; with them (a saved address), it fills nothing, nor does one already looked up: a
 * city the agent chose for it stays.
 */
export function PincodeLookupWidget({ field, name, control, setValue, required, disabled, error }: DomainWidgetProps) {
  const client = useClient();
  const { getValues } = useFormContext();
  const { field: input } = useController({ control, name });
  const pinCode = typeof input.value === 'string' ? input.value.trim() : '';
  // The pincode the form opened with counts as looked up only when its address already has its state and city.
  const [openedPlaced] = useState(() => isValidPincode(pinCode) && (disabled || Boolean(getValues(siblingName(name, 'stateCode')) && getValues(siblingName(name, 'cityId')))));
  const looked = useRef(openedPlaced ? pinCode : '');
  const [checking, setChecking] = useState(false);
  const [found, setFound] = useState<Found | null>(null);

  useEffect(() => {
    if (!isValidPincode(pinCode)) {
      setFound(null);
      return;
    }
    if (pinCode === looked.current) return;
    looked.current = pinCode;
    let current = true;
    let answered = false;
    setChecking(true);
    void client
      .query(PincodeDetailsDocument, { input: { pinCode } })
      .toPromise()
      .then((result) => {
        if (!current) return;
        answered = true;
        setChecking(false);
        const details = result.data?.pincodeDetails;
        if (!details) {
          // A failed lookup may be asked again once the pincode is typed anew.
          looked.current = '';
          setFound({ kind: 'failed', text: result.error ? describeError(result.error).message : addressTexts.pincodeUnknown });
          return;
        }
        if (!details.state) {
          setFound({ kind: 'unknown', text: addressTexts.pincodeUnknown });
          return;
        }
        const options = { shouldDirty: true, shouldValidate: true };
        setValue(siblingName(name, 'stateCode'), details.state.stateCode, options);
        setValue(siblingName(name, 'cityId'), details.city?.id ?? '', options);
        setFound({
          kind: 'found',
          text: details.city ? addressTexts.pincodeFound(details.city.name, details.state.name) : addressTexts.pincodeStateOnly(details.state.name),
        });
      });
    return () => {
      current = false;
      // A lookup cut short (the pincode changed, or the effect ran again) is asked again next time.
      if (!answered) looked.current = '';
      setChecking(false);
    };
  }, [pinCode, client, name, setValue]);

  const note = checking ? addressTexts.lookingUpPincode : found?.text;
  return (
    <TextInput
      label={field.label}
      description={
        note ? (
          <Text component="span" size="xs" c={found?.kind === 'found' && !checking ? 'green.8' : 'dimmed'} data-pincode-lookup={checking ? 'checking' : found?.kind}>
            {note}
          </Text>
        ) : (
          field.help
        )
      }
      required={required}
      disabled={disabled}
      value={typeof input.value === 'string' ? input.value : ''}
      maxLength={PINCODE_LENGTH}
      inputMode="numeric"
      autoComplete="postal-code"
      styles={{ input: { minHeight: TAP_TARGET_PX } }}
      error={error}
      onChange={(e) => input.onChange(e.currentTarget.value.replace(/\D/g, ''))}
      onBlur={input.onBlur}
      data-widget="pincodeLookup"
    />
  );
}
