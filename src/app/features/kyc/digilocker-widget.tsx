import { useEffect, useState } from 'react';
import { Alert, Button, Stack, Text } from '@mantine/core';
import { useController } from 'react-hook-form';
import { useLocation, useNavigate } from 'react-router-dom';
import { useClient } from 'urql';
import { AadhaarDetailsDigiLockerDocument, CreateDigiLockerRequestDocument } from '../../../../generated/graphql';
import { describeError } from '../../../api/error-message';
import { kycMessages } from '../../../domain/kyc';
import type { DomainWidgetProps } from '../../../engine/render/domain-widgets';
import { useStepFormEnvironment } from '../../../engine/render/step-form-context';
import { KycDocumentCard, type ShownDocument } from './kyc-document-card';
import { kycTexts } from './kyc-texts';

/** The query parameter the consent page sends the phone back with (src/server/features/kyc/digilocker-consent.ts). */
const RETURN_PARAMETER = 'digiLockerRequest';

interface Shared {
  document: ShownDocument;
  nameMatch: boolean;
}

/**
 * Aadhaar through DigiLocker: creates a request, sends the phone to DigiLocker's consent page and,
 * when it comes back with the request's id, shows what DigiLocker shared. The field holds the
 * request's id only once DigiLocker shared an Aadhaar whose name matches the PAN name; the Aadhaar
 * number itself is typed on the consent page only, so it is never in the form or its draft.
 */
export function DigiLockerWidget({ field, name, control, disabled, error }: DomainWidgetProps) {
  const client = useClient();
  const { context, saveDraft } = useStepFormEnvironment();
  const location = useLocation();
  const navigate = useNavigate();
  const { field: input } = useController({ control, name });
  const held = typeof input.value === 'string' && input.value ? input.value : null;
  const [returned] = useState(() => new URLSearchParams(location.search).get(RETURN_PARAMETER));
  const requestId = returned ?? held;
  const [busy, setBusy] = useState<'opening' | 'fetching' | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [shared, setShared] = useState<Shared | null>(null);
  const merchantPAN = typeof context.panNumber === 'string' ? context.panNumber : '';
  const opportunityId = context.opportunityId != null ? String(context.opportunityId) : null;

  useEffect(() => {
    if (!requestId || !merchantPAN) return;
    if (returned) {
      // The id has served its purpose in the address: a reload must not bring it back.
      const rest = new URLSearchParams(location.search);
      rest.delete(RETURN_PARAMETER);
      const search = rest.toString();
      void navigate({ pathname: location.pathname, search: search ? `?${search}` : '' }, { replace: true });
    }
    let current = true;
    setBusy('fetching');
    void client
      .query(AadhaarDetailsDigiLockerDocument, { input: { requestId, merchantPAN } }, { requestPolicy: 'network-only' })
      .toPromise()
      .then((result) => {
        if (!current) return;
        setBusy(null);
        const answer = result.data?.aadhaarDetailsDigiLocker;
        if (!answer) return setProblem(result.error ? describeError(result.error).message : kycTexts.failed);
        if (!answer.aadhaar) {
          input.onChange('');
          return setProblem(answer.failureReason ?? kycTexts.failed);
        }
        setShared({ document: answer.aadhaar, nameMatch: answer.nameMatch === true });
        if (answer.nameMatch) {
          setProblem(null);
          input.onChange(requestId);
        } else {
          input.onChange('');
          setProblem(kycMessages.nameMismatch);
        }
      });
    return () => {
      current = false;
    };
    // A new request id (back from the consent page, or loaded) calls for a look-up.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [requestId, merchantPAN]);

  const verify = async () => {
    if (!opportunityId || !merchantPAN) return setProblem(kycTexts.failed);
    setProblem(null);
    setBusy('opening');
    const result = await client
      .mutation(CreateDigiLockerRequestDocument, { input: { merchantPAN, opportunityId, redirectUrl: location.pathname } })
      .toPromise();
    const created = result.data?.createDigiLockerRequest;
    if (!created) {
      setBusy(null);
      return setProblem(result.error ? describeError(result.error).message : kycTexts.failed);
    }
    // The chosen document is in the form only: the draft brings it back when the phone returns.
    await saveDraft?.();
    window.location.assign(created.url);
  };

  return (
    <Stack gap="xs" data-widget="digiLocker">
      <Text size="sm" fw={500}>
        {field.label}
      </Text>
      {field.help && (
        <Text size="xs" c="dimmed">
          {field.help}
        </Text>
      )}
      {shared && shared.nameMatch && (
        <KycDocumentCard title={kycTexts.shared} document={shared.document} number={kycTexts.aadhaar(shared.document.registrationNumber ?? '')} />
      )}
      {(problem ?? error) && (
        <Alert color="red" role="alert">
          {problem ?? error}
        </Alert>
      )}
      {busy === 'fetching' ? (
        <Text size="sm" c="dimmed">
          {kycTexts.fetching}
        </Text>
      ) : (
        <Button mih={44} onClick={() => void verify()} loading={busy === 'opening'} disabled={disabled} variant={held ? 'outline' : 'filled'}>
          {held ? kycTexts.verifyAgain : kycTexts.verifyWithDigiLocker}
        </Button>
      )}
    </Stack>
  );
}
