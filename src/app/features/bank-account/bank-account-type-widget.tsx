import { Select } from '@mantine/core';
import { useController } from 'react-hook-form';
import { useQuery } from 'urql';
import { MerchantAccountDetailsDocument } from '../../../../generated/graphql';
import { bankMessages, isAccountTypeEligible, type BankAccountType } from '../../../domain/bank-account';
import type { DomainWidgetProps } from '../../../engine/render/domain-widgets';
import { useStepFormEnvironment } from '../../../engine/render/step-form-context';

const isAccountType = (value: string): value is BankAccountType => value === 'SAVINGS' || value === 'CURRENT';

/**
 * The account type: a type the merchant's annual turnover rules out (a savings account above
 * 2000000) cannot be chosen, and one already held says why.
 */
export function BankAccountTypeWidget({ field, name, control, required, disabled, error, options, optionsLoading }: DomainWidgetProps) {
  const { context } = useStepFormEnvironment();
  const accountId = typeof context.accountId === 'string' && context.accountId ? context.accountId : null;
  const { field: input } = useController({ control, name });
  const [{ data }] = useQuery({ query: MerchantAccountDetailsDocument, variables: { input: { accountId: accountId ?? '' } }, pause: !accountId });
  const turnover = data?.merchantAccountDetails.merchantAccount.revenue ?? null;
  const eligible = (value: string) => !isAccountType(value) || isAccountTypeEligible(value, turnover);
  const value = typeof input.value === 'string' && input.value ? input.value : null;

  return (
    <Select
      label={field.label}
      description={field.help}
      required={required}
      disabled={disabled}
      placeholder={optionsLoading ? 'Loading...' : field.placeholder}
      data={options.map((o) => ({ value: String(o.value), label: o.label, disabled: !eligible(String(o.value)) }))}
      value={value}
      onChange={(choice) => input.onChange(choice ?? '')}
      onBlur={input.onBlur}
      allowDeselect={false}
      error={value && !eligible(value) ? bankMessages.savingsNotEligible : error}
      styles={{ input: { minHeight: 44 } }}
      comboboxProps={{ withinPortal: true }}
      data-widget="bankAccountType"
    />
  );
}
