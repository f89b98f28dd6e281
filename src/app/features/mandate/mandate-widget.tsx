import { useCallback, useEffect, useState } from 'react';
import { Alert, Button, Group, Loader, Radio, Stack, Text, TextInput } from '@mantine/core';
import { useController, useWatch } from 'react-hook-form';
import { useNavigate } from 'react-router-dom';
import { useClient } from 'urql';
import {
  AchListDocument,
  CreateEMandateDocument,
  CreateESignMandateDocument,
  CreatePMandateDocument,
  EMandateDocument,
  ValidateVpaDocument,
  type MandateDetailsInput,
  type MandateFieldsFragment,
} from '../../../../generated/graphql';
import { describeError, type ErrorMessage } from '../../../api/error-message';
import { errorCatalogue } from '../../../domain/error-catalogue';
import {
  MANDATE_KIND_LABELS,
  MANDATE_SPECIAL_CODES,
  awaitsMerchant,
  isMandateSpecialCode,
  mandateDetailsProblems,
  upiMessages,
  VPA_MAX_LENGTH,
  type MandateEligibilityFacts,
  type MandateKind,
  type SpecialCodeHandling,
} from '../../../domain/mandate';
import type { DomainWidgetProps } from '../../../engine/render/domain-widgets';
import { TAP_TARGET_PX } from '../../../engine/render/tap-target';
import { useStepFormEnvironment } from '../../../engine/render/step-form-context';
import { MandateCard } from './mandate-card';
import { mandateTexts } from './mandate-texts';

const KINDS: readonly MandateKind[] = ['UPI_AUTOPAY', 'E_MANDATE', 'E_SIGN', 'PHYSICAL_NACH'];

const isKind = (value: unknown): value is MandateKind => typeof value === 'string' && (KINDS as readonly string[]).includes(value);

/** Whether the bank the mandate debits takes this kind, as the mandate check answered. */
function offered(kind: MandateKind, eligibility: MandateEligibilityFacts | null): boolean {
  if (!eligibility) return true;
  if (kind === 'E_MANDATE') return eligibility.isENachEligible;
  if (kind === 'E_SIGN') return eligibility.isESignEligible;
  if (kind === 'UPI_AUTOPAY') return eligibility.isUpiAutoPayEligible;
  return true;
}

/** The phone leaves the app for the page where the merchant authorises the mandate. */
function openAuthorisation(url: string) {
  window.location.assign(url);
}

type Problem = { kind: 'error'; error: ErrorMessage } | { kind: 'special'; handling: SpecialCodeHandling } | { kind: 'upi'; message: string } | { kind: 'details'; messages: string[] };

/**
 * The mandate of the NACH step: the agent picks UPI AutoPay, an e-mandate by link, e-sign or a
 * physical form, and the widget creates that mandate with the step's details through the kind's
 * own mutation, then sends the phone to the authorisation page (or, for a physical form, to the
 * upload of its signed photo). A UPI ID that fails or may not take AutoPay can be changed, or the
 * agent switches to the link payment; each special code comes with its next action. The field's
 * value is the kind chosen, which the step's save names.
 */
export function MandateWidget({ field, name, control, setValue, disabled, error, options }: DomainWidgetProps) {
  const client = useClient();
  const navigate = useNavigate();
  const { context, saveDraft } = useStepFormEnvironment();
  const opportunityId = context.opportunityId != null && context.opportunityId !== '' ? String(context.opportunityId) : null;
  // The details and the UPI ID sit beside the mode in the same input.
  const prefix = name.split('.').slice(0, -1).join('.');
  const at = useCallback((path: string) => (prefix ? `${prefix}.${path}` : path), [prefix]);
  const { field: input } = useController({ control, name });
  const kind: MandateKind = isKind(input.value) ? input.value : 'E_MANDATE';
  const details = useWatch({ control, name: at('details') }) as Partial<MandateDetailsInput> | undefined;
  const { field: vpaInput } = useController({ control, name: at('vpa') });
  const vpa = typeof vpaInput.value === 'string' ? vpaInput.value : '';
  const [eligibility, setEligibility] = useState<(MandateEligibilityFacts & { nachAmount: number | null }) | null>(null);
  const [latest, setLatest] = useState<MandateFieldsFragment | null>(null);
  const [loading, setLoading] = useState(true);
  const [problem, setProblem] = useState<Problem | null>(null);
  const [busy, setBusy] = useState(false);

  const load = useCallback(async () => {
    if (!opportunityId) return;
    const [checked, list] = await Promise.all([
      client.query(EMandateDocument, { input: { opportunityId } }, { requestPolicy: 'network-only' }).toPromise(),
      client.query(AchListDocument, { input: { opportunityId } }, { requestPolicy: 'network-only' }).toPromise(),
    ]);
    setLoading(false);
    const failed = checked.error ?? list.error;
    if (failed) {
      setProblem({ kind: 'error', error: describeError(failed) });
      return;
    }
    setEligibility(checked.data?.eMandate.eligibility ?? null);
    setLatest(list.data?.achList.achList[0] ?? null);
  }, [client, opportunityId]);

  useEffect(() => {
    void load();
  }, [load]);

  // The amount starts from what the merchant pays for the chosen products.
  const nachAmount = eligibility?.nachAmount ?? null;
  const amount = details?.amount;
  useEffect(() => {
    if (nachAmount !== null && (typeof amount !== 'number' || Number.isNaN(amount))) setValue(at('details.amount'), nachAmount, { shouldDirty: true });
  }, [nachAmount, amount, setValue, at]);

  const choose = (next: MandateKind) => {
    setProblem(null);
    input.onChange(next);
  };

  const refused = (result: { error?: Parameters<typeof describeError>[0] }) => {
    if (!result.error) return false;
    const described = describeError(result.error);
    const field_ = result.error.graphQLErrors[0]?.extensions?.field;
    if (isMandateSpecialCode(described.code)) setProblem({ kind: 'special', handling: MANDATE_SPECIAL_CODES[described.code] });
    else if (field_ === 'input.vpa') setProblem({ kind: 'upi', message: described.message });
    else setProblem({ kind: 'error', error: described });
    return true;
  };

  const create = async () => {
    if (!opportunityId) return;
    setProblem(null);
    const values = {
      amountType: details?.amountType,
      amount: Number(details?.amount),
      frequency: details?.frequency,
      startDate: details?.startDate ?? '',
      endDate: details?.endDate || null,
      mobileNumber: details?.mobileNumber ?? '',
      email: details?.email || null,
    };
    if (!values.amountType || !values.frequency) {
      setProblem({ kind: 'details', messages: [mandateTexts.fillAll] });
      return;
    }
    const problems = Object.values(mandateDetailsProblems(values, kind, new Date()));
    if (problems.length) {
      setProblem({ kind: 'details', messages: problems });
      return;
    }
    const mandateDetails: MandateDetailsInput = { ...values, amountType: values.amountType, frequency: values.frequency };
    setBusy(true);
    try {
      let created: MandateFieldsFragment | null = null;
      if (kind === 'UPI_AUTOPAY' || kind === 'E_MANDATE') {
        const upiId = kind === 'UPI_AUTOPAY' ? vpa.trim() : undefined;
        if (upiId !== undefined) {
          const checked = await client.query(ValidateVpaDocument, { input: { opportunityId, vpa: upiId } }, { requestPolicy: 'network-only' }).toPromise();
          if (refused(checked)) return;
          const answer = checked.data?.validateVPA;
          if (!answer?.isValid || !answer.isAutoPayEligible) {
            setProblem({ kind: 'upi', message: answer?.failureReason ?? upiMessages.invalid });
            return;
          }
        }
        const result = await client.mutation(CreateEMandateDocument, { input: { opportunityId, mandateType: kind, details: mandateDetails, vpa: upiId } }).toPromise();
        if (refused(result)) return;
        created = result.data?.createEMandate.mandate ?? null;
      } else if (kind === 'E_SIGN') {
        const result = await client.mutation(CreateESignMandateDocument, { input: { opportunityId, details: mandateDetails } }).toPromise();
        if (refused(result)) return;
        created = result.data?.createESignMandate.mandate ?? null;
      } else {
        const result = await client.mutation(CreatePMandateDocument, { input: { opportunityId, details: mandateDetails } }).toPromise();
        if (refused(result)) return;
        await saveDraft?.();
        void navigate('/NachDocumentUpload');
        return;
      }
      setLatest(created);
      if (created?.mandateStatus === 'failed') {
        setProblem({ kind: 'upi', message: created.mandateStatusDescription ?? upiMessages.transactionFailed });
        return;
      }
      if (created?.redirectUrl) {
        await saveDraft?.();
        openAuthorisation(created.redirectUrl);
      }
    } finally {
      setBusy(false);
    }
  };

  const labelOf = (value: MandateKind) => options.find((o) => o.value === value)?.label ?? MANDATE_KIND_LABELS[value];
  const waiting = latest && awaitsMerchant(latest.mandateStatus);

  if (!opportunityId) return <Text size="sm">{mandateTexts.noOpportunity}</Text>;

  return (
    <Stack gap="sm" data-widget="mandate" data-mode={kind}>
      {loading ? <Loader size="xs" aria-label={mandateTexts.loading} /> : null}
      {!loading && eligibility && nachAmount === null ? (
        <Alert color="red" title={mandateTexts.amountMissingTitle} role="alert">
          {errorCatalogue['ODS-105'].message}
        </Alert>
      ) : null}
      {latest ? (
        <Stack gap={6}>
          <Text size="sm" fw={600}>
            {mandateTexts.standing}
          </Text>
          <MandateCard mandate={latest} />
          <Group gap="xs">
            {waiting && latest.redirectUrl ? (
              <Button variant="light" mih={TAP_TARGET_PX} onClick={() => openAuthorisation(latest.redirectUrl ?? '')}>
                {mandateTexts.openAuthorisation}
              </Button>
            ) : null}
            {waiting && latest.mandateType === 'PHYSICAL_NACH' ? (
              <Button variant="light" mih={TAP_TARGET_PX} onClick={() => void navigate('/NachDocumentUpload')}>
                {mandateTexts.uploadForm}
              </Button>
            ) : null}
            <Button variant="subtle" mih={TAP_TARGET_PX} onClick={() => void navigate('/NachMandateStatus')}>
              {mandateTexts.seeStatus}
            </Button>
          </Group>
        </Stack>
      ) : null}
      <Radio.Group label={field.label} description={field.help} value={kind} onChange={(value) => isKind(value) && choose(value)} error={error} withAsterisk>
        <Stack gap={4} mt={6}>
          {KINDS.map((value) => (
            <Radio
              key={value}
              value={value}
              disabled={disabled || busy}
              label={labelOf(value)}
              description={offered(value, eligibility) ? mandateTexts.modeHelp[value] : `${mandateTexts.modeHelp[value]} ${mandateTexts.notOffered}`}
              styles={{ body: { minHeight: TAP_TARGET_PX, alignItems: 'center' } }}
            />
          ))}
        </Stack>
      </Radio.Group>
      {kind === 'UPI_AUTOPAY' ? (
        <TextInput
          label="UPI ID"
          placeholder="name@bank"
          value={vpa}
          onChange={(event) => vpaInput.onChange(event.currentTarget.value)}
          onBlur={vpaInput.onBlur}
          ref={vpaInput.ref}
          maxLength={VPA_MAX_LENGTH}
          autoCapitalize="none"
          disabled={disabled || busy}
          withAsterisk
          styles={{ input: { minHeight: TAP_TARGET_PX } }}
        />
      ) : null}
      {problem?.kind === 'upi' ? (
        <Alert color="red" title="UPI AutoPay" role="alert" data-upi-problem>
          <Stack gap="xs">
            <Text size="sm">{problem.message}</Text>
            <Group gap="xs">
              <Button
                size="sm"
                variant="light"
                mih={TAP_TARGET_PX}
                onClick={() => {
                  setProblem(null);
                  vpaInput.onChange('');
                }}
              >
                {mandateTexts.changeUpiId}
              </Button>
              <Button size="sm" mih={TAP_TARGET_PX} onClick={() => choose('E_MANDATE')}>
                {mandateTexts.switchToLink}
              </Button>
            </Group>
          </Stack>
        </Alert>
      ) : null}
      {problem?.kind === 'special' ? (
        <Alert color="yellow" title={problem.handling.title} role="alert" data-special-code>
          <Stack gap="xs">
            <Text size="sm">{problem.handling.message}</Text>
            <Button
              size="sm"
              mih={TAP_TARGET_PX}
              w="fit-content"
              onClick={() => {
                const next = problem.handling.next;
                if (next.kind === 'mode') choose(next.mandateType);
                else void navigate(next.route);
              }}
            >
              {problem.handling.next.label}
            </Button>
          </Stack>
        </Alert>
      ) : null}
      {problem?.kind === 'details' ? (
        <Alert color="red" title={mandateTexts.checkDetails} role="alert">
          <Stack gap={2}>
            {problem.messages.map((message) => (
              <Text key={message} size="sm">
                {message}
              </Text>
            ))}
          </Stack>
        </Alert>
      ) : null}
      {problem?.kind === 'error' ? (
        <Alert color="red" title={problem.error.title} role="alert">
          {problem.error.message}
        </Alert>
      ) : null}
      <Button mih={TAP_TARGET_PX} onClick={() => void create()} loading={busy} disabled={disabled || loading || nachAmount === null}>
        {mandateTexts.create[kind]}
      </Button>
    </Stack>
  );
}
