import { Alert, Button, Checkbox, Group, Input, Paper, SegmentedControl, Select, SimpleGrid, Stack, TextInput, Textarea, Title } from '@mantine/core';
import { DateTimePicker } from '@mantine/dates';
import { notifications } from '@mantine/notifications';
import { zodResolver } from '@hookform/resolvers/zod';
import dayjs from 'dayjs';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useNavigate } from 'react-router-dom';
import { useMutation } from 'urql';
import { CreateLeadDocument } from '../../../../generated/graphql';
import { describeError, type ErrorMessage } from '../../../api/error-message';
import { codeLabel } from '../../../domain/labels';
import { allowedLeadProducts, leadProductLabels } from '../../../domain/lead-products';
import { leadRatings, leadSources, personRelations } from '../../../domain/lead-values';
import { PARTNER_USER_TYPE } from '../../../domain/session-rules';
import { useSession } from '../../app-services';
import { createLeadFormSchema, toCreateLeadInput, type CreateLeadFormValues } from './create-lead-form';

const emptyValues: CreateLeadFormValues = {
  shopName: '',
  contactName: '',
  contactNumber: '',
  contactEmail: '',
  contactRole: 'Owner',
  panNumber: '',
  gstin: '',
  notes: '',
  scheduledFollowUp: '',
  product: [],
  leadSource: 'SALES_APP',
  rating: null,
  addressLine1: '',
  city: '',
  pincode: '',
};

export default function CreateLeadScreen() {
  const session = useSession();
  const isPartner = session?.userType === PARTNER_USER_TYPE;
  const navigate = useNavigate();
  const [, createLead] = useMutation(CreateLeadDocument);
  const [failure, setFailure] = useState<ErrorMessage | null>(null);
  const schema = createLeadFormSchema(isPartner);
  const form = useForm<CreateLeadFormValues, unknown, ReturnType<typeof schema.parse>>({
    resolver: zodResolver(schema),
    defaultValues: emptyValues,
    mode: 'onTouched',
  });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    setFailure(null);
    const result = await createLead({ input: toCreateLeadInput(values) });
    if (result.data) {
      notifications.show({ color: 'green', title: 'Lead created', message: `${values.shopName} was added to your leads.` });
      navigate('/', { replace: true });
      return;
    }
    if (result.error) {
      const field = result.error.graphQLErrors[0]?.extensions?.field;
      const described = describeError(result.error);
      if (typeof field === 'string' && field in emptyValues) {
        form.setError(field as keyof CreateLeadFormValues, { message: described.message }, { shouldFocus: true });
      } else {
        setFailure(described);
      }
    }
  });

  return (
    <Paper withBorder p="md" maw={720} mx="auto">
      <form onSubmit={onSubmit} noValidate aria-label="Create Lead">
        <Stack>
          <Title order={2} size="h3">
            Create Lead
          </Title>
          {failure && (
            <Alert color="red" title={failure.title} role="alert">
              {failure.message}
            </Alert>
          )}
          <Title order={3} size="h5">
            Lead details
          </Title>
          <TextInput label="Shop name" required error={errors.shopName?.message} {...form.register('shopName')} />
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput label="Contact name" required error={errors.contactName?.message} {...form.register('contactName')} />
            <TextInput
              label="Mobile number"
              required
              type="tel"
              inputMode="tel"
              autoComplete="tel"
              error={errors.contactNumber?.message}
              {...form.register('contactNumber')}
            />
            <TextInput label="E-mail" type="email" inputMode="email" error={errors.contactEmail?.message} {...form.register('contactEmail')} />
            <Controller
              control={form.control}
              name="contactRole"
              render={({ field }) => (
                <Select label="Role" data={[...personRelations]} value={field.value} onChange={field.onChange} onBlur={field.onBlur} allowDeselect={false} />
              )}
            />
            <TextInput label="PAN" autoCapitalize="characters" maxLength={10} error={errors.panNumber?.message} {...form.register('panNumber')} />
            <TextInput label="GSTIN" autoCapitalize="characters" maxLength={15} error={errors.gstin?.message} {...form.register('gstin')} />
          </SimpleGrid>
          <TextInput label="Shop address" error={errors.addressLine1?.message} {...form.register('addressLine1')} />
          <SimpleGrid cols={{ base: 2 }}>
            <TextInput label="City" error={errors.city?.message} {...form.register('city')} />
            <TextInput label="Pincode" inputMode="numeric" maxLength={6} error={errors.pincode?.message} {...form.register('pincode')} />
          </SimpleGrid>
          <Controller
            control={form.control}
            name="leadSource"
            render={({ field }) => (
              <Select
                label="Lead source"
                required
                searchable
                data={leadSources.map((value) => ({ value, label: codeLabel(value) }))}
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                error={errors.leadSource?.message}
              />
            )}
          />
          <Title order={3} size="h5">
            Product requirements
          </Title>
          <Controller
            control={form.control}
            name="product"
            render={({ field }) => (
              <Checkbox.Group value={field.value} onChange={field.onChange} error={errors.product?.message} aria-label="Products">
                <Group mt="xs">
                  {allowedLeadProducts(isPartner).map((code) => (
                    <Checkbox key={code} value={code} label={leadProductLabels[code]} />
                  ))}
                </Group>
              </Checkbox.Group>
            )}
          />
          <Controller
            control={form.control}
            name="rating"
            render={({ field }) => (
              <Input.Wrapper label="Lead rating">
              <SegmentedControl
                aria-label="Lead rating"
                fullWidth
                value={field.value ?? ''}
                onChange={(value) => field.onChange(value === '' ? null : value)}
                data={[{ value: '', label: 'Not rated' }, ...leadRatings.map((r) => ({ value: r, label: codeLabel(r) }))]}
              />
              </Input.Wrapper>
            )}
          />
          <Controller
            control={form.control}
            name="scheduledFollowUp"
            render={({ field }) => (
              <DateTimePicker
                label="Next appointment"
                clearable
                minDate={dayjs().format('YYYY-MM-DD')}
                value={field.value ? dayjs(field.value).format('YYYY-MM-DD HH:mm:ss') : null}
                onChange={(value) => field.onChange(value ? dayjs(value).toISOString() : '')}
                error={errors.scheduledFollowUp?.message}
              />
            )}
          />
          <Textarea label="Notes" autosize minRows={2} error={errors.notes?.message} {...form.register('notes')} />
          <Group justify="flex-end">
            <Button variant="default" onClick={() => navigate(-1)} disabled={isSubmitting}>
              Cancel
            </Button>
            <Button type="submit" loading={isSubmitting}>
              Create lead
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
