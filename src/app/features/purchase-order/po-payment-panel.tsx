import { useCallback, useEffect, useRef, useState } from 'react';
import { Alert, Badge, Button, Divider, Group, NativeSelect, NumberInput, Stack, Table, Text, TextInput } from '@mantine/core';
import { useCallbackRef } from '@mantine/hooks';
import { useController } from 'react-hook-form';
import { useClient } from 'urql';
import {
  CreateOpportunityPaymentRecordDocument,
  GetOpportunityPaymentStatusDocument,
  InitiatePaymentDocument,
  PurchaseOrderStepDocument,
  type GetOpportunityPaymentStatusQuery,
  type PaymentMode,
  type PurchaseOrderStepQuery,
} from '../../../../generated/graphql';
import { describeError } from '../../../api/error-message';
import {
  BANK_NAME_MAX_LENGTH,
  BANK_PAYMENT_MODES,
  createPaymentRecordSchema,
  paymentDatesProblem,
  paysNow,
  RECORDED_PAYMENT_MODES,
  recordedPaymentModeLabels,
  REFERENCE_MAX_LENGTH,
} from '../../../domain/purchase-order';
import { indianToday } from '../../../domain/mandate';
import { formatRupees } from '../../../domain/rupees';
import { validators } from '../../../domain/validators';
import type { DomainWidgetProps } from '../../../engine/render/domain-widgets';
import { useStepFormEnvironment } from '../../../engine/render/step-form-context';
import { paymentPanelTexts, paymentStatusColours, paymentStatusLabels } from './purchase-order-texts';

type Status = GetOpportunityPaymentStatusQuery['getOpportunityPaymentStatus'];
type PoStep = PurchaseOrderStepQuery['purchaseOrderStep'];

interface Problem {
  title: string;
  message: string;
}

const modeLabel = (mode: PaymentMode) => (mode === 'PAYMENT_LINK' ? 'Payment link' : mode === 'UPI_AUTOPAY' ? 'UPI AutoPay' : recordedPaymentModeLabels[mode]);

interface RecordForm {
  paymentMode: string | null;
  invoiceTxnRefNo: string;
  amount: number | string;
  bankName: string;
  collectionDate: string;
  depositDate: string;
}

const emptyRecord = (amount: number): RecordForm => ({ paymentMode: null, invoiceTxnRefNo: '', amount, bankName: '', collectionDate: '', depositDate: '' });

export interface PoPaymentPanelProps {
  opportunityId: string;
  disabled?: boolean;
  /** Told the payment status whenever it is loaded or changes. */
  onChange?: (status: Status | null) => void;
}

/**
 * The payment against the purchase order: what is payable, a payment link e-mailed to the merchant
 * with its status (checked on demand), a payment the agent records, and the payments so far.
 */
export function PoPaymentPanel({ opportunityId, disabled = false, onChange }: PoPaymentPanelProps) {
  const client = useClient();
  const [po, setPo] = useState<PoStep | null>(null);
  const [status, setStatus] = useState<Status | null>(null);
  const [problem, setProblem] = useState<Problem | null>(null);
  const [busy, setBusy] = useState(false);
  const [linkAmount, setLinkAmount] = useState<number | string>('');
  const [linkEmail, setLinkEmail] = useState('');
  const [linkError, setLinkError] = useState<{ field: 'amount' | 'email'; message: string } | null>(null);
  const [form, setForm] = useState<RecordForm>(emptyRecord(0));
  const [formErrors, setFormErrors] = useState<Partial<Record<keyof RecordForm, string>>>({});

  // The step's callback changes whenever the journey is read again; were the refresh to change
  // with it, every journey update would reload the panel and disable it under the agent's thumb.
  const notifyStatus = useCallbackRef(onChange);
  const showStatus = useCallback(
    (next: Status) => {
      setStatus(next);
      notifyStatus(next);
      setLinkAmount(next.amountPayable);
      setForm((current) => ({ ...current, amount: next.amountPayable }));
    },
    [notifyStatus],
  );

  // Only the latest reading is shown: an earlier one answering late would bring back an old amount.
  const latestRefresh = useRef(0);
  const refresh = useCallback(async () => {
    const reading = ++latestRefresh.current;
    setBusy(true);
    setProblem(null);
    const [poResult, statusResult] = await Promise.all([
      client.query(PurchaseOrderStepDocument, { input: { opportunityId } }, { requestPolicy: 'network-only' }).toPromise(),
      client.query(GetOpportunityPaymentStatusDocument, { input: { opportunityId } }, { requestPolicy: 'network-only' }).toPromise(),
    ]);
    if (reading !== latestRefresh.current) return;
    setBusy(false);
    if (!poResult.data || !statusResult.data) {
      setProblem({ title: paymentPanelTexts.loadFailedTitle, message: paymentPanelTexts.loadFailed });
      return;
    }
    setPo(poResult.data.purchaseOrderStep);
    setLinkEmail((typed) => typed || poResult.data?.purchaseOrderStep.purchaseOrder?.poAcceptanceEmail || '');
    showStatus(statusResult.data.getOpportunityPaymentStatus);
  }, [client, opportunityId, showStatus]);

  useEffect(() => {
    void refresh();
  }, [refresh]);

  /** The input field a refusal names, without its 'input.' prefix. */
  const fieldOf = (error: NonNullable<Parameters<typeof describeError>[0]>) => {
    const field = error.graphQLErrors[0]?.extensions?.field;
    return typeof field === 'string' ? field.replace(/^input\./, '') : undefined;
  };

  const sendLink = async () => {
    const email = linkEmail.trim();
    if (!validators.email.test(email)) {
      setLinkError({ field: 'email', message: validators.email.message });
      return;
    }
    setLinkError(null);
    setProblem(null);
    setBusy(true);
    const amount = typeof linkAmount === 'number' ? linkAmount : undefined;
    const result = await client.mutation(InitiatePaymentDocument, { input: { opportunityId, paymentMode: 'PAYMENT_LINK', amount, email } }).toPromise();
    setBusy(false);
    if (result.error || !result.data) {
      const described = result.error ? describeError(result.error) : null;
      const field = result.error ? fieldOf(result.error) : undefined;
      if (described && (field === 'amount' || field === 'email')) setLinkError({ field, message: described.message });
      else if (described) setProblem({ title: described.title, message: described.message });
      return;
    }
    await refresh();
  };

  const recordPayment = async () => {
    const values = {
      paymentMode: form.paymentMode ?? '',
      amount: typeof form.amount === 'number' ? form.amount : Number.NaN,
      invoiceTxnRefNo: form.invoiceTxnRefNo.trim() || null,
      bankName: form.bankName.trim() || null,
      collectionDate: form.collectionDate || null,
      depositDate: form.depositDate || null,
    };
    const checked = createPaymentRecordSchema.safeParse(values);
    if (!checked.success) {
      setFormErrors(Object.fromEntries(checked.error.issues.map((issue) => [String(issue.path[0]), issue.message])));
      return;
    }
    const dates = paymentDatesProblem(values, indianToday(new Date()));
    if (dates) {
      setFormErrors({ [dates.field]: dates.message });
      return;
    }
    setFormErrors({});
    setProblem(null);
    setBusy(true);
    const result = await client
      .mutation(CreateOpportunityPaymentRecordDocument, { input: { ...values, opportunityId, paymentMode: values.paymentMode as PaymentMode } })
      .toPromise();
    setBusy(false);
    if (result.error || !result.data) {
      const described = result.error ? describeError(result.error) : null;
      const field = result.error ? fieldOf(result.error) : undefined;
      if (described && field && field in form) setFormErrors({ [field]: described.message });
      else if (described) setProblem({ title: described.title, message: described.message });
      return;
    }
    setForm(emptyRecord(0));
    await refresh();
  };

  const purchaseOrder = po?.purchaseOrder ?? null;
  const accepted = purchaseOrder?.isFrozen ?? false;
  const takesPayment = accepted && paysNow(purchaseOrder?.paymentType);
  const payable = status?.amountPayable ?? 0;
  const fullOnly = purchaseOrder?.paymentType === 'FULLPAYMENT';
  const latestLink = status?.paymentRecords.filter((r) => r.paymentMode === 'PAYMENT_LINK').at(-1) ?? null;
  const set = <K extends keyof RecordForm>(key: K, value: RecordForm[K]) => setForm((current) => ({ ...current, [key]: value }));

  return (
    <Stack gap="sm" data-testid="po-payment-panel" data-complete={status?.isPaymentComplete ? 'true' : 'false'}>
      {problem ? (
        <Alert color="red" title={problem.title} role="alert">
          {problem.message}
        </Alert>
      ) : null}
      {status ? (
        <Group grow gap="xs">
          <Stack gap={0}>
            <Text size="xs" c="dimmed">
              Amount paid
            </Text>
            <Text fw={600} data-testid="amount-paid">
              {formatRupees(status.amountPaid)}
            </Text>
          </Stack>
          <Stack gap={0}>
            <Text size="xs" c="dimmed">
              Amount payable
            </Text>
            <Text fw={600} data-testid="amount-payable">
              {formatRupees(status.amountPayable)}
            </Text>
          </Stack>
        </Group>
      ) : null}
      {po && !accepted ? <Text size="sm">{paymentPanelTexts.noPo}</Text> : null}
      {accepted && !takesPayment ? <Text size="sm">{paymentPanelTexts.notDue}</Text> : null}
      {takesPayment && payable <= 0 ? <Text size="sm">{paymentPanelTexts.paidInFull}</Text> : null}

      {latestLink ? (
        <Stack gap="xs">
          <Group gap="xs">
            <Text size="sm">Payment link ({formatRupees(latestLink.amount)}):</Text>
            <Badge color={paymentStatusColours[latestLink.status]} aria-label={`Payment link ${latestLink.status}`}>
              {paymentStatusLabels[latestLink.status]}
            </Badge>
          </Group>
          <Button variant="light" onClick={() => void refresh()} disabled={busy}>
            Check status
          </Button>
        </Stack>
      ) : null}

      {takesPayment && payable > 0 ? (
        <>
          <Divider label="Send a payment link" labelPosition="left" />
          <NumberInput
            label="Amount (₹)"
            value={linkAmount}
            onChange={setLinkAmount}
            decimalScale={2}
            min={0}
            thousandSeparator=","
            hideControls
            disabled={disabled || busy || fullOnly}
            error={linkError?.field === 'amount' ? linkError.message : null}
            description={fullOnly ? 'Full Payment takes the whole amount payable.' : 'Partial Payment may take part of the amount payable.'}
          />
          <TextInput
            label="Merchant's e-mail ID"
            type="email"
            value={linkEmail}
            onChange={(event) => setLinkEmail(event.currentTarget.value)}
            maxLength={validators.email.maxLength}
            disabled={disabled || busy}
            error={linkError?.field === 'email' ? linkError.message : null}
          />
          <Button onClick={() => void sendLink()} disabled={disabled || busy}>
            {latestLink ? 'Send a new payment link' : 'Send payment link'}
          </Button>

          <Divider label="Record a payment received" labelPosition="left" />
          <NativeSelect
            label="Payment mode"
            data={[{ value: '', label: 'Choose the payment mode' }, ...RECORDED_PAYMENT_MODES.map((mode) => ({ value: mode, label: recordedPaymentModeLabels[mode] }))]}
            value={form.paymentMode ?? ''}
            onChange={(event) => set('paymentMode', event.currentTarget.value || null)}
            error={formErrors.paymentMode}
            disabled={disabled || busy}
          />
          {form.paymentMode && form.paymentMode !== 'CASH' ? (
            <TextInput
              label="Reference number"
              value={form.invoiceTxnRefNo}
              onChange={(event) => set('invoiceTxnRefNo', event.currentTarget.value)}
              maxLength={REFERENCE_MAX_LENGTH}
              error={formErrors.invoiceTxnRefNo}
              disabled={disabled || busy}
            />
          ) : null}
          <NumberInput
            label="Amount paid (₹)"
            value={form.amount}
            onChange={(value) => set('amount', value)}
            decimalScale={2}
            min={0}
            thousandSeparator=","
            hideControls
            error={formErrors.amount}
            disabled={disabled || busy}
          />
          {form.paymentMode && BANK_PAYMENT_MODES.includes(form.paymentMode) ? (
            <TextInput
              label="Bank name"
              value={form.bankName}
              onChange={(event) => set('bankName', event.currentTarget.value)}
              maxLength={BANK_NAME_MAX_LENGTH}
              error={formErrors.bankName}
              disabled={disabled || busy}
            />
          ) : null}
          <TextInput label="Collection date" type="date" value={form.collectionDate} onChange={(event) => set('collectionDate', event.currentTarget.value)} error={formErrors.collectionDate} disabled={disabled || busy} />
          <TextInput label="Deposit date" type="date" value={form.depositDate} onChange={(event) => set('depositDate', event.currentTarget.value)} error={formErrors.depositDate} disabled={disabled || busy} />
          <Button variant="light" onClick={() => void recordPayment()} disabled={disabled || busy}>
            Record payment
          </Button>
        </>
      ) : null}

      {status && status.paymentRecords.length > 0 ? (
        <>
          <Divider label="Payments" labelPosition="left" />
          <Table aria-label="Payments" verticalSpacing="xs" fz="sm">
            <Table.Tbody>
              {status.paymentRecords.map((record) => (
                <Table.Tr key={record.id}>
                  <Table.Td>
                    {modeLabel(record.paymentMode)}
                    {record.invoiceTxnRefNo ? (
                      <Text size="xs" c="dimmed">
                        {record.invoiceTxnRefNo}
                      </Text>
                    ) : null}
                  </Table.Td>
                  <Table.Td>{formatRupees(record.amount)}</Table.Td>
                  <Table.Td>
                    <Badge color={paymentStatusColours[record.status]} size="sm">
                      {paymentStatusLabels[record.status]}
                    </Badge>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </>
      ) : null}
    </Stack>
  );
}

/** The payment panel as a step field: its value says whether the payment is complete. */
export function PoPaymentWidget({ name, control, disabled }: DomainWidgetProps) {
  const { context, journeyChanged } = useStepFormEnvironment();
  const { field: input } = useController({ control, name });
  const opportunityId = context.opportunityId != null && context.opportunityId !== '' ? String(context.opportunityId) : null;
  const { onChange } = input;
  const shownComplete = useRef<boolean | undefined>(undefined);
  const onStatusChange = useCallback(
    (status: Status | null) => {
      const complete = status?.isPaymentComplete ?? false;
      if (shownComplete.current !== undefined && shownComplete.current !== complete) journeyChanged?.();
      shownComplete.current = complete;
      onChange(complete ? 'COMPLETE' : '');
    },
    [onChange, journeyChanged],
  );
  if (!opportunityId) return <Text c="dimmed">Payments are taken once the opportunity is created.</Text>;
  return <PoPaymentPanel opportunityId={opportunityId} disabled={disabled} onChange={onStatusChange} />;
}
