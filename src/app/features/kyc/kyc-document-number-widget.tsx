import { useRef, useState } from 'react';
import { Button, Stack, TextInput } from '@mantine/core';
import { useController, useFormContext, useWatch } from 'react-hook-form';
import { useClient } from 'urql';
import { DlDetailsDocument } from '../../../../generated/graphql';
import { describeError } from '../../../api/error-message';
import { isEmptyDate } from '../../../domain/dates';
import { isLicenceHolderPan, kycMessages } from '../../../domain/kyc';
import { validators } from '../../../domain/validators';
import type { DomainWidgetProps } from '../../../engine/render/domain-widgets';
import { useStepFormEnvironment } from '../../../engine/render/step-form-context';
import { KycDocumentCard, type ShownDocument } from './kyc-document-card';
import { kycTexts } from './kyc-texts';

/**
 * The KYC document's number. For a driving licence the agent checks it with the registry (by the
 * number and the holder's date of birth) and sees whose licence it is; one in another name than the
 * PAN's asks for another document.
 */
export function KycDocumentNumberWidget({ field, name, control, required, disabled, error }: DomainWidgetProps) {
  const client = useClient();
  const { context } = useStepFormEnvironment();
  const { field: input } = useController({ control, name });
  const { clearErrors } = useFormContext();
  const sibling = (key: string) => name.replace(/documentNumber$/, key);
  const identityType: unknown = useWatch({ control, name: sibling('identityType') });
  const dateOfBirth: unknown = useWatch({ control, name: sibling('dateOfBirth') });
  // What the stored verification gave (the step loads it into the form): the holder of a licence
  // checked before, shown again after a reload while its number is left as it was.
  const savedHolder = useWatch({ control, name: [sibling('name'), sibling('gender'), sibling('address')] }) as [unknown, unknown, unknown];
  const loadedNumber = useRef(typeof input.value === 'string' ? input.value : '');
  const [checking, setChecking] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [licence, setLicence] = useState<ShownDocument | null>(null);
  const value = typeof input.value === 'string' ? input.value : '';
  const isLicence = identityType === 'DRIVING_LICENSE';
  const [savedName, savedGender, savedAddress] = savedHolder;
  const saved: ShownDocument | null =
    isLicence && loadedNumber.current !== '' && value === loadedNumber.current && typeof savedName === 'string' && savedName !== ''
      ? {
          name: savedName,
          gender: typeof savedGender === 'string' ? savedGender : null,
          dateOfBirth: typeof dateOfBirth === 'string' ? dateOfBirth : null,
          address: savedAddress && typeof savedAddress === 'object' ? (savedAddress as ShownDocument['address']) : null,
        }
      : null;

  const check = async () => {
    setProblem(null);
    setLicence(null);
    const number = validators.drivingLicence.normalise(value);
    if (!number) return setProblem(kycMessages.drivingLicenceRequired);
    if (!validators.drivingLicence.test(number)) return setProblem(validators.drivingLicence.message);
    if (isEmptyDate(dateOfBirth) || typeof dateOfBirth !== 'string') return setProblem(kycTexts.enterDateFirst);
    if (context.opportunityId == null) return setProblem(kycTexts.failed);
    // The merchant's own KYC: a firm's PAN holds no licence, as the server's check says too.
    if (typeof context.panNumber === 'string' && !isLicenceHolderPan(context.panNumber)) return setProblem(kycMessages.licenceNotAPersons);
    setChecking(true);
    try {
      const result = await client
        .query(DlDetailsDocument, { input: { dlNumber: number, dateOfBirth, opportunityId: String(context.opportunityId) } }, { requestPolicy: 'network-only' })
        .toPromise();
      const answer = result.data?.dlDetails;
      if (!answer) return setProblem(result.error ? describeError(result.error).message : kycTexts.failed);
      if (!answer.nameMatch) return setProblem(kycMessages.nameMismatch);
      // A save refused for another licence's name no longer applies to this one.
      clearErrors(sibling('identityType'));
      setLicence(answer.drivingLicense);
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
        value={value}
        maxLength={field.maxLength}
        autoCapitalize="characters"
        autoComplete="off"
        styles={{ input: { textTransform: 'uppercase', minHeight: 44 } }}
        error={problem ?? error}
        onChange={(e) => {
          setLicence(null);
          setProblem(null);
          input.onChange(e.currentTarget.value.toUpperCase());
        }}
        onBlur={input.onBlur}
        data-widget="kycDocumentNumber"
      />
      {isLicence && (
        <Button mih={44} variant="outline" onClick={() => void check()} loading={checking} disabled={disabled}>
          {kycTexts.checkLicence}
        </Button>
      )}
      {isLicence && licence && <KycDocumentCard title={kycTexts.licenceFound} document={licence} number={licence.registrationNumber ?? ''} />}
      {!licence && saved && <KycDocumentCard title={kycTexts.licenceVerified} document={saved} number={value} />}
    </Stack>
  );
}
