import { useEffect, useState } from 'react';
import { Alert, Badge, Button, Group, Radio, Select, Stack, Text, TextInput } from '@mantine/core';
import { useController, useWatch } from 'react-hook-form';
import { useLocation, useNavigate } from 'react-router-dom';
import { useClient } from 'urql';
import {
  AadhaarDetailsDigiLockerDocument,
  CreateDigiLockerRequestDocument,
  OpportunityKycDetailsDocument,
  SaveKycDetailsDocument,
  type Gender,
  type IdentityType,
  type SaveKycDetailsInput,
} from '../../../../generated/graphql';
import { describeError } from '../../../api/error-message';
import { isEmptyDate } from '../../../domain/dates';
import { kycMessages } from '../../../domain/kyc';
import type { DomainWidgetProps } from '../../../engine/render/domain-widgets';
import { TAP_TARGET_PX } from '../../../engine/render/tap-target';
import { useStepFormEnvironment } from '../../../engine/render/step-form-context';
import { KycDocumentCard, type ShownDocument } from './kyc-document-card';
import { kycTexts } from './kyc-texts';

/** The query parameters the consent page sends the phone back with: the request's, and the partner's this widget adds to the return path. */
const RETURN_PARAMETER = 'digiLockerRequest';
const SIGNATORY_PARAMETER = 'signatory';

/** Consents being completed, by request id, shared by the mounts of one card. */
const consentsBeingCompleted = new Map<string, Promise<Verified | string>>();

interface Verified {
  identityType: string;
  document: ShownDocument;
}

const isIdentityType = (value: string): value is IdentityType => ['AADHAAR', 'DRIVING_LICENSE', 'VOTER_ID', 'PASSPORT'].includes(value);

/**
 * A partner's or director's KYC document and its verification, by the same means as the merchant's
 * (Aadhaar through DigiLocker, a driving licence from the registry, a voter ID or passport from the
 * document), against the partner's own PAN name. The field holds the chosen document; the KYC itself
 * is saved for the partner (saveKycDetails with their id) once they are saved, and the card shows
 * whether it is done.
 */
export function SignatoryKycWidget({ field, name, control, required, disabled, error, options, optionsLoading }: DomainWidgetProps) {
  const client = useClient();
  const { context, saveDraft, enums } = useStepFormEnvironment();
  // The contract's genders, as the merchant's own KYC offers them.
  const genders = enums.values('Gender');
  const isGender = (value: string): value is Gender => genders.includes(value);
  const location = useLocation();
  const navigate = useNavigate();
  const { field: input } = useController({ control, name });
  const sibling = (key: string) => name.replace(/[^.]+$/, key);
  const signatoryId: unknown = useWatch({ control, name: sibling('id') });
  const panNumber: unknown = useWatch({ control, name: sibling('panNumber') });
  const dateOfBirth: unknown = useWatch({ control, name: sibling('dateOfBirth') });
  const id = typeof signatoryId === 'string' && signatoryId ? signatoryId : null;
  const pan = typeof panNumber === 'string' ? panNumber : '';
  const opportunityId = context.opportunityId != null ? String(context.opportunityId) : null;
  const identityType = typeof input.value === 'string' ? input.value : '';

  const [verified, setVerified] = useState<Verified | null>(null);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [documentNumber, setDocumentNumber] = useState('');
  const [documentName, setDocumentName] = useState('');
  const [gender, setGender] = useState<Gender | ''>('');
  const [address, setAddress] = useState({ addressLine1: '', city: '', pincode: '' });
  const [returned] = useState(() => {
    const params = new URLSearchParams(location.search);
    return { requestId: params.get(RETURN_PARAMETER), signatoryId: params.get(SIGNATORY_PARAMETER) };
  });

  const save = async (kyc: Omit<SaveKycDetailsInput, 'opportunityId' | 'signatoryId'>): Promise<Verified | string> => {
    if (!id || !opportunityId) return kycTexts.failed;
    const result = await client.mutation(SaveKycDetailsDocument, { input: { ...kyc, opportunityId, signatoryId: id } }).toPromise();
    const stored = result.data?.saveKycDetails.verification;
    if (!stored) return result.error ? describeError(result.error).message : kycTexts.failed;
    return { identityType: stored.identityType, document: { ...stored, registrationNumber: stored.documentNumber } };
  };
  const show = (outcome: Verified | string) => {
    if (typeof outcome === 'string') return setProblem(outcome);
    setProblem(null);
    setVerified(outcome);
  };

  /** What DigiLocker shared for this partner, saved as their KYC when the name matches. */
  const completeConsent = async (requestId: string): Promise<Verified | string> => {
    const shared = await client
      .query(AadhaarDetailsDigiLockerDocument, { input: { requestId, merchantPAN: pan, signatoryId: id } }, { requestPolicy: 'network-only' })
      .toPromise();
    const answer = shared.data?.aadhaarDetailsDigiLocker;
    if (!answer) return shared.error ? describeError(shared.error).message : kycTexts.failed;
    if (!answer.aadhaar) return answer.failureReason ?? kycTexts.failed;
    if (!answer.nameMatch) return kycMessages.nameMismatch;
    return save({ identityType: 'AADHAAR', digiLockerRequestId: requestId });
  };

  // The partner's stored KYC, and a DigiLocker consent this partner's card sent the phone to.
  useEffect(() => {
    if (!id || !opportunityId) return;
    let current = true;
    const comingBack = returned.requestId && returned.signatoryId === id ? returned.requestId : null;
    void (async () => {
      setBusy(true);
      try {
        if (comingBack) {
          // The card may mount again while the step restores its draft: the consent is completed once.
          let pending = consentsBeingCompleted.get(comingBack);
          if (!pending) {
            pending = completeConsent(comingBack);
            consentsBeingCompleted.set(comingBack, pending);
          }
          const outcome = await pending;
          if (!current) return;
          if (typeof outcome !== 'string') input.onChange('AADHAAR');
          show(outcome);
          const rest = new URLSearchParams(location.search);
          rest.delete(RETURN_PARAMETER);
          rest.delete(SIGNATORY_PARAMETER);
          const search = rest.toString();
          void navigate({ pathname: location.pathname, search: search ? `?${search}` : '' }, { replace: true });
          return;
        }
        const stored = await client.query(OpportunityKycDetailsDocument, { input: { opportunityId, signatoryId: id } }, { requestPolicy: 'network-only' }).toPromise();
        const verification = stored.data?.opportunityKycDetails.verification;
        if (current && verification && stored.data?.opportunityKycDetails.kycCompleted) {
          setVerified({ identityType: verification.identityType, document: { ...verification, registrationNumber: verification.documentNumber } });
        }
      } finally {
        if (current) setBusy(false);
      }
    })();
    return () => {
      current = false;
    };
    // Looked up once the partner is saved (has an id), and again for another partner in this card.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [id, opportunityId]);

  const verifyWithDigiLocker = async () => {
    if (!id || !opportunityId) return setProblem(kycTexts.failed);
    setProblem(null);
    setBusy(true);
    const back = `${location.pathname}?${SIGNATORY_PARAMETER}=${encodeURIComponent(id)}`;
    const result = await client.mutation(CreateDigiLockerRequestDocument, { input: { merchantPAN: pan, opportunityId, signatoryId: id, redirectUrl: back } }).toPromise();
    const created = result.data?.createDigiLockerRequest;
    if (!created) {
      setBusy(false);
      return setProblem(result.error ? describeError(result.error).message : kycTexts.failed);
    }
    // The cards are in the form only: the draft brings them back when the phone returns.
    await saveDraft?.();
    window.location.assign(created.url);
  };

  const verifyDocument = async () => {
    setProblem(null);
    if (!isIdentityType(identityType)) return;
    if (!documentNumber.trim()) return setProblem(identityType === 'DRIVING_LICENSE' ? kycMessages.drivingLicenceRequired : kycMessages.documentNumberRequired);
    if (isEmptyDate(dateOfBirth) || typeof dateOfBirth !== 'string') return setProblem(kycMessages.dateOfBirthRequired);
    setBusy(true);
    try {
      if (identityType === 'DRIVING_LICENSE') {
        show(await save({ identityType, documentNumber: documentNumber.trim().toUpperCase(), dateOfBirth }));
        return;
      }
      if (!gender) return setProblem(kycMessages.genderRequired);
      const given = Object.fromEntries(Object.entries(address).map(([key, value]) => [key, value.trim()]).filter(([, value]) => value !== ''));
      show(
        await save({
          identityType,
          documentNumber: documentNumber.trim().toUpperCase(),
          dateOfBirth,
          name: documentName.trim(),
          gender,
          ...(Object.keys(given).length > 0 ? { address: given } : {}),
        }),
      );
    } finally {
      setBusy(false);
    }
  };

  const done = verified !== null && verified.identityType === identityType;
  const typedDocument = identityType === 'DRIVING_LICENSE' || identityType === 'VOTER_ID' || identityType === 'PASSPORT';
  return (
    <Stack gap="xs" data-widget="signatoryKyc">
      <Select
        label={field.label}
        description={field.help}
        required={required}
        disabled={disabled}
        error={error}
        styles={{ input: { minHeight: TAP_TARGET_PX } }}
        placeholder={optionsLoading ? 'Loading...' : field.placeholder}
        data={options.map((option) => ({ value: String(option.value), label: option.label }))}
        value={identityType || null}
        onChange={(value) => input.onChange(value ?? '')}
        onBlur={input.onBlur}
        allowDeselect={false}
      />
      <Group gap="xs">
        <Text size="sm">{kycTexts.partnerKyc}</Text>
        <Badge color={done ? 'green' : 'yellow'} variant="light" data-kyc-status={done ? 'done' : 'pending'}>
          {done ? kycTexts.kycDone : kycTexts.kycPending}
        </Badge>
      </Group>
      {done && verified && (
        <KycDocumentCard
          title={kycTexts.verified}
          document={verified.document}
          number={verified.identityType === 'AADHAAR' ? kycTexts.aadhaar(verified.document.registrationNumber ?? '') : (verified.document.registrationNumber ?? '')}
        />
      )}
      {problem && (
        <Alert color="red" role="alert">
          {problem}
        </Alert>
      )}
      {!done && identityType && !id && (
        <Text size="sm" c="dimmed">
          {kycTexts.saveFirst}
        </Text>
      )}
      {!done && id && identityType === 'AADHAAR' && (
        <Button mih={TAP_TARGET_PX} onClick={() => void verifyWithDigiLocker()} loading={busy} disabled={disabled}>
          {kycTexts.verifyWithDigiLocker}
        </Button>
      )}
      {!done && id && typedDocument && (
        <>
          <TextInput
            label={kycTexts.registrationNumber}
            value={documentNumber}
            maxLength={20}
            autoCapitalize="characters"
            autoComplete="off"
            styles={{ input: { textTransform: 'uppercase', minHeight: TAP_TARGET_PX } }}
            disabled={disabled || busy}
            onChange={(event) => setDocumentNumber(event.currentTarget.value)}
          />
          {identityType !== 'DRIVING_LICENSE' && (
            <>
              <TextInput
                label={kycTexts.nameOnDocument}
                value={documentName}
                maxLength={120}
                styles={{ input: { minHeight: TAP_TARGET_PX } }}
                disabled={disabled || busy}
                onChange={(event) => setDocumentName(event.currentTarget.value)}
              />
              <Radio.Group label={kycTexts.gender} value={gender} onChange={(value) => setGender(isGender(value) ? value : '')}>
                <Group gap="md" mt={4}>
                  {genders.map((value) => (
                    <Radio key={value} value={value} label={kycTexts.genderLabel(value)} disabled={disabled || busy} />
                  ))}
                </Group>
              </Radio.Group>
              <TextInput
                label={kycTexts.address}
                value={address.addressLine1}
                maxLength={120}
                styles={{ input: { minHeight: TAP_TARGET_PX } }}
                disabled={disabled || busy}
                onChange={(event) => setAddress({ ...address, addressLine1: event.currentTarget.value })}
              />
              <Group grow gap="xs">
                <TextInput
                  label={kycTexts.city}
                  value={address.city}
                  maxLength={60}
                  styles={{ input: { minHeight: TAP_TARGET_PX } }}
                  disabled={disabled || busy}
                  onChange={(event) => setAddress({ ...address, city: event.currentTarget.value })}
                />
                <TextInput
                  label={kycTexts.pincode}
                  value={address.pincode}
                  maxLength={6}
                  inputMode="numeric"
                  styles={{ input: { minHeight: TAP_TARGET_PX } }}
                  disabled={disabled || busy}
                  onChange={(event) => setAddress({ ...address, pincode: event.currentTarget.value })}
                />
              </Group>
            </>
          )}
          <Button mih={TAP_TARGET_PX} variant="outline" onClick={() => void verifyDocument()} loading={busy} disabled={disabled}>
            {kycTexts.verifyKyc}
          </Button>
        </>
      )}
    </Stack>
  );
}
