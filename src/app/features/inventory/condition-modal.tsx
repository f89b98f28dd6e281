import { useEffect, useState } from 'react';
import { Alert, Button, Modal, NativeSelect, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useMutation } from 'urql';
import { UpdateProductItemDocument, type GetProductItemsQuery, type WorkingCondition } from '../../../../generated/graphql';
import { describeError, type ErrorMessage } from '../../../api/error-message';
import { THUMB_CLOSE } from '../../capture/serial-scanner';
import { inventoryTexts, workingConditionLabels } from './inventory-texts';

type Item = GetProductItemsQuery['getProductItems']['productItems'][number];

const CONDITIONS = Object.keys(workingConditionLabels) as WorkingCondition[];

/** Records an item's working condition (working, not working, damaged); a refusal stays in the dialog, with the choice. */
export function ConditionModal({ item, onClose, onSaved }: { item: Item | null; onClose: () => void; onSaved: () => void }) {
  const [condition, setCondition] = useState<WorkingCondition>('WORKING');
  const [failure, setFailure] = useState<ErrorMessage | null>(null);
  const [{ fetching }, update] = useMutation(UpdateProductItemDocument);
  const serial = item ? (item.serialNumber ?? item.productItemNumber) : '';

  useEffect(() => {
    if (item) setCondition(item.workingCondition);
    setFailure(null);
  }, [item]);

  const save = async () => {
    if (!item) return;
    setFailure(null);
    const result = await update({ input: { id: item.id, workingCondition: condition } });
    if (result.error) {
      setFailure(describeError(result.error));
      return;
    }
    notifications.show({ color: 'green', message: inventoryTexts.conditionSaved(serial, workingConditionLabels[condition]) });
    onSaved();
  };

  return (
    <Modal opened={item !== null} onClose={onClose} title={inventoryTexts.conditionTitle(serial)} centered closeButtonProps={THUMB_CLOSE}>
      <Stack gap="sm">
        <NativeSelect
          label={inventoryTexts.condition}
          data={CONDITIONS.map((value) => ({ value, label: workingConditionLabels[value] }))}
          value={condition}
          onChange={(event) => setCondition(event.currentTarget.value as WorkingCondition)}
          size="md"
        />
        <Text size="sm" c="dimmed">
          {inventoryTexts.conditionHint}
        </Text>
        {failure && (
          <Alert color="red" title={failure.title} role="alert">
            {failure.message}
          </Alert>
        )}
        <Button onClick={() => void save()} loading={fetching}>
          {inventoryTexts.saveCondition}
        </Button>
      </Stack>
    </Modal>
  );
}
