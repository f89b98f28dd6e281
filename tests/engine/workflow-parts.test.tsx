import { MantineProvider } from '@mantine/core';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, test, vi } from 'vitest';
import { enumCatalogue } from '../../src/app/features/onboarding/enum-catalogue';
import type { StepDefinition } from '../../src/engine/definition';
import { StepForm, type SubmitOutcome } from '../../src/engine/render/step-form';
import type { OperationAnswer, StepFormEnvironment } from '../../src/engine/render/step-form-context';
import { readFormsBundle, ruleBook } from '../../src/server/forms/forms-on-disk';

// The engine's workflow parts as an agent meets them: a step that shows a loaded record in words,
// runs its buttons' operations through the step screen's runner, asks before a button that says
// so, shows every refusal, and goes on without sending when what is stored already stands. The
// definitions here are a product owner's; the operations answer as the server does.

const rules = ruleBook(readFormsBundle());

const definition: StepDefinition = {
  step: 'PricingPlan',
  title: 'Pricing',
  records: { pricing: { operation: 'PricingPlanStep', variables: { 'input.opportunityId': 'opportunityId' }, path: 'pricingPlanStep' } },
  submit: { operation: 'PricingPlanStep_Save', goOnWhen: { record: 'pricing.status', equals: 'APPROVED' } },
  sections: [
    {
      id: 'pricing',
      title: 'Pricing',
      fields: [
        { show: 'status', label: 'Approval', value: 'pricing.status', labels: { APPROVED: 'Approved', SUBMITTED: 'Waiting for the approver' }, tones: { APPROVED: 'green' } },
        { show: 'value', label: 'Agreed total', value: 'pricing.total', format: 'money' },
        { show: 'value', label: 'Decided', value: 'pricing.decidedOn', format: 'date' },
        { show: 'message', tone: 'warning', text: 'The approver asked for changes.', visibleWhen: { record: 'pricing.status', equals: 'REJECTED' } },
        { bind: 'input.remarks', widget: 'textarea', label: 'Remarks', sent: false },
        {
          action: 'revise',
          label: 'Revise pricing',
          operation: 'RevisePricing',
          variables: { 'input.opportunityId': { context: 'opportunityId' }, 'input.remarks': { field: 'input.remarks' }, 'input.total': { record: 'pricing.total' } },
          confirm: { title: 'Revise the pricing?', message: 'It goes back to the approver.', confirm: 'Revise', cancel: 'Keep it' },
          visibleWhen: { record: 'pricing.status', in: ['APPROVED', 'REJECTED'] },
        },
        { action: 'refresh', label: 'Refresh status' },
      ],
    },
  ],
};

function renderStep(records: Record<string, unknown>, runOperation: StepFormEnvironment['runOperation']) {
  const goOn = vi.fn();
  const reloadRecords = vi.fn(async () => undefined);
  const onSubmit = vi.fn(async (): Promise<SubmitOutcome> => ({ ok: true }));
  const environment: StepFormEnvironment = {
    context: { opportunityId: '42' },
    rules,
    enums: enumCatalogue,
    loadOptions: async () => [],
    records,
    runOperation,
    reloadRecords,
    goOn,
  };
  render(
    <MantineProvider env="test">
      <StepForm definition={definition} environment={environment} domainWidgets={{}} onSubmit={onSubmit} />
    </MantineProvider>,
  );
  return { goOn, reloadRecords, onSubmit, section: screen.getByRole('region', { name: 'Pricing' }) };
}

describe('a workflow step', () => {
  test('shows its record in words: the status label, rupees and the spec’s date format', () => {
    const { section } = renderStep({ pricing: { status: 'APPROVED', total: 11800, decidedOn: '2026-11-03' } }, vi.fn());
    expect(within(section).getByText('Approved')).toBeInTheDocument();
    expect(within(section).getByText('₹11,800.00')).toBeInTheDocument();
    expect(within(section).getByText('03 Nov, 2026')).toBeInTheDocument();
    expect(within(section).queryByText('The approver asked for changes.')).not.toBeInTheDocument();
  });

  test('an approved pricing goes on from the main button and is not sent again', async () => {
    const user = userEvent.setup();
    const { goOn, onSubmit } = renderStep({ pricing: { status: 'APPROVED', total: 11800 } }, vi.fn());
    await user.click(screen.getByRole('button', { name: 'Save and continue' }));
    expect(goOn).toHaveBeenCalledTimes(1);
    expect(onSubmit).not.toHaveBeenCalled();
  });

  test('a pricing not yet approved is saved as before', async () => {
    const user = userEvent.setup();
    const { goOn, onSubmit } = renderStep({ pricing: { status: 'SUBMITTED', total: 11800 } }, vi.fn());
    expect(screen.queryByRole('button', { name: 'Revise pricing' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save and continue' }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect(goOn).not.toHaveBeenCalled();
  });

  test('a button asks first, sends its variables from the context, the form and the record, then reads the step again', async () => {
    const user = userEvent.setup();
    const runOperation = vi.fn(async (): Promise<OperationAnswer> => ({ ok: true, data: {} }));
    const { reloadRecords, section } = renderStep({ pricing: { status: 'REJECTED', total: 11800 } }, runOperation);
    expect(within(section).getByRole('alert')).toHaveTextContent('The approver asked for changes.');
    await user.type(within(section).getByLabelText('Remarks'), 'A lower rate');
    await user.click(within(section).getByRole('button', { name: 'Revise pricing' }));
    const dialog = await screen.findByRole('dialog', { name: 'Revise the pricing?' });
    await user.click(within(dialog).getByRole('button', { name: 'Keep it' }));
    expect(runOperation).not.toHaveBeenCalled();

    await user.click(within(section).getByRole('button', { name: 'Revise pricing' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Revise the pricing?' })).getByRole('button', { name: 'Revise' }));
    await vi.waitFor(() => expect(reloadRecords).toHaveBeenCalledTimes(1));
    expect(runOperation).toHaveBeenCalledWith('RevisePricing', { input: { opportunityId: '42', remarks: 'A lower rate', total: 11800 } });
  });

  test('a refusal naming a field the step shows is said on it; any other is said under the button', async () => {
    const user = userEvent.setup();
    const answers: OperationAnswer[] = [
      { ok: false, title: 'Validation Error', message: 'Please say why the pricing changes.', field: 'input.remarks' },
      { ok: false, title: 'Pricing Error', message: 'The pricing cannot change now.', field: 'input.opportunityId' },
    ];
    const runOperation = vi.fn(async () => answers.shift() ?? { ok: true as const, data: {} });
    const { reloadRecords, section } = renderStep({ pricing: { status: 'APPROVED', total: 11800 } }, runOperation);
    const revise = async () => {
      await user.click(within(section).getByRole('button', { name: 'Revise pricing' }));
      await user.click(within(await screen.findByRole('dialog', { name: 'Revise the pricing?' })).getByRole('button', { name: 'Revise' }));
    };
    await revise();
    expect(await within(section).findByText('Please say why the pricing changes.')).toBeInTheDocument();
    await revise();
    const alert = await within(section).findByRole('alert');
    expect(within(alert).getByText('Pricing Error')).toBeInTheDocument();
    expect(within(alert).getByText('The pricing cannot change now.')).toBeInTheDocument();
    expect(reloadRecords).not.toHaveBeenCalled();
  });

  test('a button without an operation reads the step again', async () => {
    const user = userEvent.setup();
    const runOperation = vi.fn();
    const { reloadRecords } = renderStep({ pricing: { status: 'SUBMITTED' } }, runOperation);
    await user.click(screen.getByRole('button', { name: 'Refresh status' }));
    expect(reloadRecords).toHaveBeenCalledTimes(1);
    expect(runOperation).not.toHaveBeenCalled();
  });
});

describe('what an action does once it succeeded', () => {
  const sending: StepDefinition = {
    step: 'POPayment',
    title: 'Payment',
    records: { payment: { operation: 'GetOpportunityPaymentStatus', path: 'getOpportunityPaymentStatus' } },
    submit: { operation: 'POPaymentStep_Save' },
    sections: [
      {
        id: 'payment',
        title: 'Payment',
        fields: [
          { show: 'message', text: 'Payable now: {value}.', value: 'payment.payable', format: 'money' },
          { show: 'link', label: 'Open the receipt', value: 'payment.receipt' },
          { bind: 'input.email', widget: 'email', label: 'E-mail', sent: false },
          {
            action: 'sendLink',
            label: 'Send payment link',
            operation: 'SendPaymentLink',
            variables: { 'input.email': { field: 'input.email' } },
            enabledWhen: { field: 'input.email', filled: true },
            clears: ['input.email'],
            then: { open: 'sendPaymentLink.url', message: { title: 'Link sent', message: 'The merchant pays from the e-mail.' }, next: true },
          },
        ],
      },
    ],
  };

  test('it empties what it sent, opens the page the answer names, says its message and goes on; a part shows its value in words and its link', async () => {
    const user = userEvent.setup();
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    const goOn = vi.fn();
    const runOperation = vi.fn(async (): Promise<OperationAnswer> => ({ ok: true, data: { sendPaymentLink: { url: 'https://pay.example/link/1' } } }));
    const environment: StepFormEnvironment = {
      context: {},
      rules,
      enums: enumCatalogue,
      loadOptions: async () => [],
      records: { payment: { payable: 6800, receipt: '/files/receipt.pdf' } },
      runOperation,
      reloadRecords: async () => undefined,
      goOn,
    };
    render(
      <MantineProvider env="test">
        <StepForm definition={sending} environment={environment} domainWidgets={{}} onSubmit={async () => ({ ok: true })} />
      </MantineProvider>,
    );
    const section = screen.getByRole('region', { name: 'Payment' });
    expect(within(section).getByText('Payable now: ₹6,800.00.')).toBeInTheDocument();
    expect(within(section).getByRole('link', { name: 'Open the receipt' })).toHaveAttribute('href', '/files/receipt.pdf');
    const send = within(section).getByRole('button', { name: 'Send payment link' });
    expect(send).toBeDisabled();
    await user.type(within(section).getByLabelText('E-mail'), 'shop@example.com');
    expect(send).toBeEnabled();
    await user.click(send);
    const said = await within(section).findByRole('status', { name: 'Link sent' });
    expect(said).toHaveTextContent('The merchant pays from the e-mail.');
    expect(runOperation).toHaveBeenCalledWith('SendPaymentLink', { input: { email: 'shop@example.com' } });
    expect(open).toHaveBeenCalledWith('https://pay.example/link/1', '_blank', 'noopener');
    expect(within(section).getByLabelText('E-mail')).toHaveValue('');
    expect(goOn).toHaveBeenCalledTimes(1);
    open.mockRestore();
  });
});
