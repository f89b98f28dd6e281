import { useEffect, useState } from 'react';
import { Alert, Stack, Text, TextInput, UnstyledButton } from '@mantine/core';
import { useController } from 'react-hook-form';
import { useQuery } from 'urql';
import { GetFilteredBankAccountDocument, type BankAccountFieldsFragment } from '../../../../generated/graphql';
import { bankMessages, normaliseAccountNumber } from '../../../domain/bank-account';
import type { DomainWidgetProps } from '../../../engine/render/domain-widgets';
import { useStepFormEnvironment } from '../../../engine/render/step-form-context';
import { TAP_TARGET_PX } from '../../../engine/render/tap-target';
import { bankTexts, maskedAccountNumber } from './bank-texts';

/**
 * The account number, typed twice: the form holds it only while both entries agree. The merchant's
 * verified accounts are listed above it; choosing one fills the number, IFSC, account type and
 * beneficiary name, and saving it chooses that record for the opportunity.
 */
export function BankAccountNumberWidget({ field, name, control, setValue, required, disabled, error }: DomainWidgetProps) {
  const { context } = useStepFormEnvironment();
  const accountId = typeof context.accountId === 'string' && context.accountId ? context.accountId : null;
  const { field: input } = useController({ control, name });
  const held = typeof input.value === 'string' ? input.value : '';
  const [typed, setTyped] = useState(held);
  const [confirm, setConfirm] = useState(held);
  const [{ data }] = useQuery({
    query: GetFilteredBankAccountDocument,
    variables: { input: { accountId: accountId ?? '', verifiedOnly: true } },
    pause: !accountId,
  });
  const saved = data?.getFilteredBankAccount.bankAccounts ?? [];

  // A value set from outside (the saved account loaded, a draft restored) fills both entries.
  useEffect(() => {
    if (held && held !== normaliseAccountNumber(typed)) {
      setTyped(held);
      setConfirm(held);
    }
    // Only a change of the held value calls for this.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [held]);

  const hold = (first: string, second: string) => {
    const a = normaliseAccountNumber(first);
    input.onChange(a && a === normaliseAccountNumber(second) ? a : '');
  };

  const choose = (account: BankAccountFieldsFragment) => {
    setTyped(account.bankAccountNumber);
    setConfirm(account.bankAccountNumber);
    input.onChange(account.bankAccountNumber);
    const options = { shouldDirty: true, shouldValidate: true };
    setValue('input.ifscCode', account.ifscCode, options);
    setValue('input.accountType', account.accountType, options);
    setValue('input.accountHolderName', account.accountHolderName, options);
  };

  const first = normaliseAccountNumber(typed);
  const second = normaliseAccountNumber(confirm);
  const entryProblem = first && !second ? bankTexts.confirmMissing : first && second && first !== second ? bankMessages.accountNumbersDiffer : null;
  const selectionRequired = !entryProblem && !first && error === bankMessages.chooseAccount;
  const shown = entryProblem ?? (selectionRequired ? undefined : error);

  return (
    <Stack gap="xs" data-widget="bankAccountNumber">
      {saved.length > 0 && (
        <Stack gap={6} role="group" aria-label={bankTexts.savedAccounts}>
          <Text size="sm" fw={500}>
            {bankTexts.savedAccounts}
          </Text>
          {saved.map((account) => {
            const chosen = held === account.bankAccountNumber;
            return (
              <UnstyledButton
                key={account.id}
                type="button"
                disabled={disabled}
                onClick={() => choose(account)}
                aria-pressed={chosen}
                data-chosen={chosen || undefined}
                style={{
                  minHeight: TAP_TARGET_PX,
                  padding: '8px 12px',
                  borderRadius: 8,
                  border: `1px solid ${chosen ? 'var(--mantine-color-green-6)' : 'var(--mantine-color-gray-4)'}`,
                  background: chosen ? 'var(--mantine-color-green-0)' : undefined,
                }}
              >
                <Text size="sm" fw={500}>
                  {account.bankName ?? account.ifscCode} · {maskedAccountNumber(account.bankAccountNumber)}
                </Text>
                <Text size="xs" c="dimmed">
                  {account.accountHolderName} · {bankTexts.typeLabel(account.accountType)} · {account.ifscCode}
                  {chosen ? ` · ${bankTexts.chosen}` : ''}
                </Text>
              </UnstyledButton>
            );
          })}
        </Stack>
      )}
      <TextInput
        label={field.label}
        description={field.help}
        required={required}
        disabled={disabled}
        value={typed}
        inputMode="numeric"
        autoComplete="off"
        maxLength={field.maxLength}
        error={shown}
        styles={{ input: { minHeight: TAP_TARGET_PX } }}
        onChange={(e) => {
          setTyped(e.currentTarget.value);
          hold(e.currentTarget.value, confirm);
        }}
        onBlur={input.onBlur}
      />
      <TextInput
        label={bankTexts.confirmLabel}
        required={required}
        disabled={disabled}
        value={confirm}
        inputMode="numeric"
        autoComplete="off"
        maxLength={field.maxLength}
        styles={{ input: { minHeight: TAP_TARGET_PX } }}
        onChange={(e) => {
          setConfirm(e.currentTarget.value);
          hold(typed, e.currentTarget.value);
        }}
        onPaste={(e) => e.preventDefault()}
      />
      {selectionRequired && (
        <Alert color="red" title={bankMessages.selectionRequiredTitle} role="alert">
          {bankMessages.chooseAccount}
        </Alert>
      )}
    </Stack>
  );
}
