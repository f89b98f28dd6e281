import { useState } from 'react';
import { Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { useMutation } from 'urql';
import { CreateOpportunityDocument } from '../../../../generated/graphql';
import { describeError } from '../../../api/error-message';
import { homeTexts } from './home-texts';
import { useResume } from './use-resume';

/** For an existing merchant: asks the account id and a name, creates the opportunity, selects it and resumes it. */
export function CreateOpportunityModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const [, createOpportunity] = useMutation(CreateOpportunityDocument);
  const resume = useResume();
  const [accountId, setAccountId] = useState('');
  const [name, setName] = useState('');
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const submit = async () => {
    setBusy(true);
    setFailure(null);
    const result = await createOpportunity({ input: { isExistingMerchant: true, accountId: accountId.trim(), name: name.trim() } });
    const id = result.data?.createOpportunity.id;
    if (result.error || !id) {
      setBusy(false);
      setFailure(result.error ? describeError(result.error).message : 'The opportunity was not created.');
      return;
    }
    await resume({ leadId: null, opportunityId: Number(id), isExisting: true });
  };

  return (
    <Modal opened={opened} onClose={onClose} title={homeTexts.createOpportunity} centered>
      <form
        onSubmit={(e) => {
          e.preventDefault();
          void submit();
        }}
      >
        <Stack>
          <TextInput label="Merchant account ID" required value={accountId} onChange={(e) => setAccountId(e.currentTarget.value)} />
          <TextInput label="Opportunity name" required value={name} onChange={(e) => setName(e.currentTarget.value)} />
          {failure && (
            <Text size="sm" c="red" role="alert">
              {failure}
            </Text>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" loading={busy} disabled={!accountId.trim() || !name.trim()}>
              Create opportunity
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
