import dayjs from 'dayjs';
import { useCallback, useEffect, useRef, useState } from 'react';
import { Alert, Badge, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { useCallbackRef } from '@mantine/hooks';
import { useController } from 'react-hook-form';
import { useClient } from 'urql';
import {
  KycStatusDataDocument,
  MerchantMccAndContactDataDocument,
  SendKycLinkDocument,
  type KycLinkDetailsFieldsFragment,
  type KycLinkState,
} from '../../../../generated/graphql';
import { describeError } from '../../../api/error-message';
import { kycLinkMessages } from '../../../domain/kyc-link-messages';
import { validators } from '../../../domain/validators';
import type { DomainWidgetProps } from '../../../engine/render/domain-widgets';
import { useStepFormEnvironment } from '../../../engine/render/step-form-context';
import { DATE_TIME_DISPLAY_FORMAT } from '../../../domain/labels';

const STATE_LABELS: Readonly<Record<KycLinkState, string>> = {
  ACTIVE: 'Sent, waiting for the merchant',
  IN_PROGRESS: 'The merchant is completing the KYC',
  COMPLETED: 'Completed',
  EXPIRED: 'Expired',
  CLOSED: 'Closed',
};

const STATE_COLOURS: Readonly<Record<KycLinkState, string>> = {
  ACTIVE: 'blue',
  IN_PROGRESS: 'yellow',
  COMPLETED: 'green',
  EXPIRED: 'red',
  CLOSED: 'gray',
};

interface Problem {
  title: string;
  message: string;
}

export interface KycLinkPanelProps {
  opportunityId: string;
  /** The merchant account, whose contact's e-mail the address starts from. */
  accountId: string | null;
  disabled?: boolean;
  /** Told the link's state whenever it is loaded or changes. */
  onStateChange?: (state: KycLinkState | null) => void;
}

/**
 * Sends the merchant the KYC link by e-mail and follows it: the state and expiry of the latest
 * link, a resend (which closes the previous link) and a refresh of the state.
 */
export function KycLinkPanel({ opportunityId, accountId, disabled = false, onStateChange }: KycLinkPanelProps) {
  const client = useClient();
  const [link, setLink] = useState<KycLinkDetailsFieldsFragment | null>(null);
  const [loaded, setLoaded] = useState(false);
  const [email, setEmail] = useState('');
  const [emailError, setEmailError] = useState<string | null>(null);
  const [problem, setProblem] = useState<Problem | null>(null);
  const [busy, setBusy] = useState(false);

  // The step's callback changes whenever the journey is read again; the refresh must not change
  // with it, or every journey update would reload the panel and disable it under the agent's thumb.
  const notify = useCallbackRef(onStateChange);
  const show = useCallback(
    (next: KycLinkDetailsFieldsFragment | null) => {
      setLink(next);
      notify(next?.state ?? null);
    },
    [notify],
  );

  const refresh = useCallback(async () => {
    setBusy(true);
    setProblem(null);
    const result = await client.query(KycStatusDataDocument, { input: { opportunityId } }, { requestPolicy: 'network-only' }).toPromise();
    setBusy(false);
    if (result.error || !result.data) {
      setProblem({ title: kycLinkMessages.unavailableTitle, message: kycLinkMessages.unavailable });
      return null;
    }
    show(result.data.kycStatusData.link ?? null);
    return result.data.kycStatusData.link ?? null;
  }, [client, opportunityId, show]);

  useEffect(() => {
    let current = true;
    void (async () => {
      const latest = await refresh();
      if (!current) return;
      let address = latest?.email ?? '';
      if (!address && accountId) {
        const contacts = await client.query(MerchantMccAndContactDataDocument, { input: { accountId } }).toPromise();
        address = contacts.data?.merchantMccAndContactData.primaryContact?.email ?? '';
      }
      if (!current) return;
      setEmail((typed) => typed || address);
      setLoaded(true);
    })();
    return () => {
      current = false;
    };
  }, [client, accountId, refresh]);

  const sendLink = async () => {
    const address = email.trim();
    if (!validators.email.test(address)) {
      setEmailError(validators.email.message);
      return;
    }
    setEmailError(null);
    setProblem(null);
    setBusy(true);
    const result = await client.mutation(SendKycLinkDocument, { input: { opportunityId, email: address } }).toPromise();
    setBusy(false);
    if (result.error || !result.data) {
      // A refused address says why; anything else is the spec's e-mail update error.
      const described = result.error ? describeError(result.error) : null;
      setProblem(
        described?.code === 'VALIDATION_ERROR'
          ? { title: described.title, message: described.message }
          : { title: kycLinkMessages.emailUpdateTitle, message: kycLinkMessages.emailUpdate },
      );
      return;
    }
    show(result.data.sendKycLink.link);
  };

  const state = link?.state ?? null;
  const sent = state !== null;
  const canSend = !disabled && loaded && !busy && state !== 'COMPLETED';

  return (
    <Stack gap="sm" data-testid="kyc-link-panel">
      <Text fw={600}>KYC link by e-mail</Text>
      {state ? (
        <Group gap="xs">
          <Text size="sm">Link status:</Text>
          <Badge color={STATE_COLOURS[state]} aria-label={`Link status ${state}`}>
            {STATE_LABELS[state]}
          </Badge>
        </Group>
      ) : null}
      {link && (state === 'ACTIVE' || state === 'IN_PROGRESS') ? (
        <Text size="sm" c="dimmed">
          Sent to {link.email} · valid until {dayjs(link.expiry).format(DATE_TIME_DISPLAY_FORMAT)}
        </Text>
      ) : null}
      {state === 'EXPIRED' ? (
        <Alert color="red" title={kycLinkMessages.expired}>
          Send the merchant a new link.
        </Alert>
      ) : null}
      {problem ? (
        <Alert color="red" title={problem.title} role="alert">
          {problem.message}
        </Alert>
      ) : null}
      {state !== 'COMPLETED' ? (
        <TextInput
          label="Merchant's e-mail ID"
          type="email"
          value={email}
          onChange={(event) => setEmail(event.currentTarget.value)}
          error={emailError}
          disabled={disabled || busy}
          maxLength={validators.email.maxLength}
        />
      ) : null}
      <Group grow>
        {state !== 'COMPLETED' ? (
          <Button onClick={() => void sendLink()} disabled={!canSend} loading={busy}>
            {sent ? 'Resend link' : 'Send KYC link'}
          </Button>
        ) : null}
        {sent ? (
          <Button variant="light" onClick={() => void refresh()} disabled={busy}>
            Refresh status
          </Button>
        ) : null}
      </Group>
    </Stack>
  );
}

/** The KYC link panel as a step field: its value is the link's state, so a step can require COMPLETED. */
export function KycLinkWidget({ name, control, disabled, error }: DomainWidgetProps) {
  const { context, journeyChanged } = useStepFormEnvironment();
  const { field: input } = useController({ control, name });
  const opportunityId = context.opportunityId != null && context.opportunityId !== '' ? String(context.opportunityId) : null;
  const accountId = typeof context.accountId === 'string' && context.accountId ? context.accountId : null;
  const { onChange } = input;
  // The state first shown, then each one after it: a link seen turning COMPLETED completed the step.
  const shownState = useRef<KycLinkState | null | undefined>(undefined);
  const onStateChange = useCallback(
    (state: KycLinkState | null) => {
      if (state === 'COMPLETED' && shownState.current !== undefined && shownState.current !== 'COMPLETED') journeyChanged?.();
      shownState.current = state;
      onChange(state ?? '');
    },
    [onChange, journeyChanged],
  );
  if (!opportunityId) return <Text c="dimmed">The KYC link can be sent once the opportunity is created.</Text>;
  return (
    <Stack gap={4}>
      <KycLinkPanel opportunityId={opportunityId} accountId={accountId} disabled={disabled} onStateChange={onStateChange} />
      {error ? (
        <Text c="red" size="sm">
          {error}
        </Text>
      ) : null}
    </Stack>
  );
}
