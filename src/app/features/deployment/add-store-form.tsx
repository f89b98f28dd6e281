import { useEffect, useRef, useState } from 'react';
import { Alert, Button, NativeSelect, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useClient, useMutation, useQuery } from 'urql';
import { CityListDocument, DeploymentScreen_AddStoreDocument, MasterStateListDocument, PincodeDetailsDocument, type DeploymentStoreFieldsFragment } from '../../../../generated/graphql';
import { describeError } from '../../../api/error-message';
import { isValidPincode, PINCODE_LENGTH } from '../../../domain/identifiers/pincode';
import { createStoreSchema } from '../../../domain/store-input';
import { TAP_TARGET_PX } from '../../../engine/render/tap-target';
import { deploymentTexts } from './deployment-texts';

type Field = 'name' | 'addressLine1' | 'addressLine2' | 'pinCode' | 'stateCode' | 'cityId';
type Values = Record<Field, string>;

const EMPTY: Values = { name: '', addressLine1: '', addressLine2: '', pinCode: '', stateCode: '', cityId: '' };

/** The field a problem is about, from its path in the input (`store.address.cityId`, or the server's `input.store.address.cityId`). */
function fieldOf(path: readonly (string | number)[] | string | undefined): Field | null {
  const last = String((typeof path === 'string' ? path.split('.') : (path ?? [])).at(-1) ?? '');
  return last in EMPTY ? (last as Field) : null;
}

/**
 * A store the merchant's devices can be deployed at, added on the Deployment screen once the
 * onboarding's steps are locked: its name and address, the state and city filled from a known
 * pincode. The rules are the store rules of src/domain/store-input.ts, checked here before sending
 * and again by the server; a refusal shows at its field, and what was typed stays.
 */
export function AddStoreForm(props: { opportunityId: string; onAdded: (store: DeploymentStoreFieldsFragment) => void; onCancel: () => void }) {
  const client = useClient();
  const [values, setValues] = useState<Values>(EMPTY);
  const [problems, setProblems] = useState<Partial<Record<Field, string>>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [{ fetching }, addStore] = useMutation(DeploymentScreen_AddStoreDocument);
  const [states] = useQuery({ query: MasterStateListDocument, variables: { input: { country: 'IN' } } });
  const [cities] = useQuery({ query: CityListDocument, variables: { input: { stateCode: values.stateCode } }, pause: !values.stateCode });
  const lookedUp = useRef('');

  const set = (field: Field, value: string) => {
    setValues((current) => ({ ...current, [field]: value, ...(field === 'stateCode' && value !== current.stateCode ? { cityId: '' } : {}) }));
    setProblems((current) => ({ ...current, [field]: undefined }));
  };

  // A complete pincode the master list knows fills the state and the city.
  useEffect(() => {
    const pinCode = values.pinCode.trim();
    if (!isValidPincode(pinCode) || lookedUp.current === pinCode) return;
    lookedUp.current = pinCode;
    let current = true;
    void client
      .query(PincodeDetailsDocument, { input: { pinCode } })
      .toPromise()
      .then((result) => {
        const details = result.data?.pincodeDetails;
        if (!current || !details?.state) return;
        setValues((now) => ({ ...now, stateCode: details.state?.stateCode ?? now.stateCode, cityId: details.city?.id ?? '' }));
      });
    return () => {
      current = false;
    };
  }, [client, values.pinCode]);

  const add = async () => {
    setFailure(null);
    const store = {
      name: values.name,
      address: { addressLine1: values.addressLine1, addressLine2: values.addressLine2 || null, pinCode: values.pinCode.trim(), stateCode: values.stateCode, cityId: values.cityId },
    };
    const checked = createStoreSchema.safeParse({ store });
    if (!checked.success) {
      const found: Partial<Record<Field, string>> = {};
      for (const issue of checked.error.issues) {
        const field = fieldOf(issue.path as (string | number)[]);
        if (field && !found[field]) found[field] = issue.message;
      }
      setProblems(found);
      return;
    }
    const result = await addStore({ input: { opportunityId: props.opportunityId, store } });
    if (result.error || !result.data) {
      const error = result.error ? describeError(result.error) : null;
      const field = fieldOf(result.error?.graphQLErrors[0]?.extensions?.field as string | undefined);
      if (field && error) setProblems({ [field]: error.message });
      else setFailure(error?.message ?? deploymentTexts.storeNotAdded);
      return;
    }
    const added = result.data.addDeploymentStore.store;
    notifications.show({ color: 'green', message: deploymentTexts.storeAdded(added.name) });
    setValues(EMPTY);
    props.onAdded(added);
  };

  const stateOptions = [{ value: '', label: deploymentTexts.chooseState }, ...(states.data?.masterStateList.states ?? []).map((s) => ({ value: s.stateCode, label: s.name }))];
  const cityOptions = [{ value: '', label: deploymentTexts.chooseCity }, ...(cities.data?.cityList.cityList ?? []).map((c) => ({ value: c.id, label: c.name }))];

  return (
    <Paper withBorder p="sm" component="section" aria-label={deploymentTexts.addStoreTitle}>
      <Stack gap="sm">
        <Title order={2} size="h4">
          {deploymentTexts.addStoreTitle}
        </Title>
        <Text size="sm" c="dimmed">
          {deploymentTexts.addStoreHint}
        </Text>
        <TextInput label={deploymentTexts.storeName} required value={values.name} onChange={(e) => set('name', e.currentTarget.value)} error={problems.name} size="md" />
        <TextInput label={deploymentTexts.addressLine1} required value={values.addressLine1} onChange={(e) => set('addressLine1', e.currentTarget.value)} error={problems.addressLine1} size="md" />
        <TextInput label={deploymentTexts.addressLine2} value={values.addressLine2} onChange={(e) => set('addressLine2', e.currentTarget.value)} error={problems.addressLine2} size="md" />
        <TextInput
          label={deploymentTexts.pincode}
          required
          inputMode="numeric"
          maxLength={PINCODE_LENGTH}
          value={values.pinCode}
          onChange={(e) => set('pinCode', e.currentTarget.value.replace(/\D/g, ''))}
          error={problems.pinCode}
          size="md"
        />
        <NativeSelect label={deploymentTexts.state} required data={stateOptions} value={values.stateCode} onChange={(e) => set('stateCode', e.currentTarget.value)} error={problems.stateCode} size="md" />
        <NativeSelect
          label={deploymentTexts.city}
          required
          data={cityOptions}
          value={values.cityId}
          onChange={(e) => set('cityId', e.currentTarget.value)}
          disabled={!values.stateCode}
          error={problems.cityId}
          size="md"
        />
        {failure ? (
          <Alert color="red" role="alert">
            {failure}
          </Alert>
        ) : null}
        <Button mih={TAP_TARGET_PX} onClick={() => void add()} loading={fetching}>
          {deploymentTexts.saveStore}
        </Button>
        <Button mih={TAP_TARGET_PX} variant="default" onClick={props.onCancel}>
          {deploymentTexts.cancel}
        </Button>
      </Stack>
    </Paper>
  );
}
