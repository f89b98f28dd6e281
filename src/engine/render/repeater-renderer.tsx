import { Button, Card, Group, Stack, Text } from '@mantine/core';
import { memo } from 'react';
import { useFieldArray, useFormContext, type FieldValues } from 'react-hook-form';
import { initialValues } from '../compile';
import type { RepeaterDefinition } from '../definition';
import { getPath, itemRelative } from '../paths';
import type { DomainWidgetRegistry } from './domain-widgets';
import { useFieldError } from './field-error';
import { FieldRenderer } from './field-renderer';
import { TAP_TARGET_PX } from './tap-target';

/** A list of items (stores, signatories...), each rendered with the repeater's item fields; memoised as FieldRenderer is. */
export const RepeaterRenderer = memo(function RepeaterRenderer({ repeater, domainWidgets }: { repeater: RepeaterDefinition; domainWidgets: DomainWidgetRegistry }) {
  const { control } = useFormContext<FieldValues>();
  const { fields, append, remove } = useFieldArray({ control, name: repeater.bind });
  // react-hook-form keeps a rule over the whole list under 'root' once its items have fields of their own.
  const listError = useFieldError(repeater.bind);
  const rootError = useFieldError(`${repeater.bind}.root`);
  const error = listError ?? rootError;
  const emptyItem = () => {
    const values = initialValues({ step: '', title: '', submit: { operation: '' }, sections: [{ id: 'item', fields: repeater.fields }] });
    return (getPath(values, 'item') as Record<string, unknown> | undefined) ?? {};
  };
  const canAdd = repeater.maxItems === undefined || fields.length < repeater.maxItems;
  return (
    <Stack gap="sm" data-repeater={repeater.bind}>
      {fields.map((item, index) => (
        <Card key={item.id} withBorder padding="sm">
          <Group justify="space-between" mb="xs">
            <Text fw={600}>
              {repeater.label} {index + 1}
            </Text>
            <Button variant="subtle" color="red" mih={TAP_TARGET_PX} onClick={() => remove(index)}>
              Remove
            </Button>
          </Group>
          <Stack gap="sm">
            {repeater.fields.map((field) => (
              <FieldRenderer
                key={field.bind}
                field={field}
                name={`${repeater.bind}.${index}.${itemRelative(field.bind)}`}
                itemPrefix={`${repeater.bind}.${index}`}
                domainWidgets={domainWidgets}
              />
            ))}
          </Stack>
        </Card>
      ))}
      {error && (
        <Text size="sm" c="red" role="alert">
          {error}
        </Text>
      )}
      {canAdd && (
        <Button variant="light" onClick={() => append(emptyItem())} w="fit-content" mih={TAP_TARGET_PX}>
          Add {repeater.label.toLowerCase()}
        </Button>
      )}
    </Stack>
  );
});
