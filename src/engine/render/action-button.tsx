import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { memo, useMemo, useState } from 'react';
import { useFormContext, type FieldValues } from 'react-hook-form';
import { bindVariables } from '../actions';
import { isFilled } from '../conditions';
import type { ActionDefinition } from '../definition';
import { getPath } from '../paths';
import { useStepFormEnvironment } from './step-form-context';
import { TAP_TARGET_PX } from './tap-target';
import { useConditions } from './use-part-scope';

const LOOKS = {
  primary: { variant: 'filled', color: undefined },
  secondary: { variant: 'light', color: undefined },
  danger: { variant: 'light', color: 'orange' },
} as const;

interface Said {
  title: string;
  message: string;
  tone: 'red' | 'green';
}

/**
 * A button of the step's definition bound to an operation. It checks the fields it names by their
 * own rules, asks first when its definition says so, runs its operation through the step screen, and
 * then reads the step again, opens the page the answer names, says its message or goes on. A refusal
 * is shown on the field it names when that field is shown, and otherwise under the button: never
 * nowhere.
 */
export const ActionButton = memo(function ActionButton({ action }: { action: ActionDefinition }) {
  const environment = useStepFormEnvironment();
  const form = useFormContext<FieldValues>();
  const conditions = useMemo(() => [action.visibleWhen, action.enabledWhen], [action.visibleWhen, action.enabledWhen]);
  const [visible, enabled] = useConditions(conditions);
  const [busy, setBusy] = useState(false);
  const [asking, setAsking] = useState(false);
  const [said, setSaid] = useState<Said | null>(null);
  if (!visible) return null;

  const checked = async (): Promise<boolean> => {
    let ok = true;
    for (const bind of action.checks ?? []) {
      const field = environment.fieldOf?.(bind);
      if (!isFilled(form.getValues(bind))) {
        form.setError(bind, { message: field?.requiredMessage ?? `Please enter ${field?.label ?? 'this'}.` }, { shouldFocus: ok });
        ok = false;
      } else if (!(await form.trigger(bind, { shouldFocus: ok }))) ok = false;
    }
    return ok;
  };

  const run = async () => {
    setSaid(null);
    setAsking(false);
    if (!(await checked())) return;
    setBusy(true);
    try {
      if (!action.operation) {
        await environment.reloadRecords?.();
        return;
      }
      if (!environment.runOperation) return;
      const variables = bindVariables(action.variables, { values: form.getValues(), context: environment.context, records: environment.records });
      const answer = await environment.runOperation(action.operation, variables);
      if (!answer.ok) {
        const onField = environment.showRefusal?.(answer) ?? false;
        if (!onField) setSaid({ title: answer.title, message: answer.message, tone: 'red' });
        return;
      }
      for (const bind of action.clears ?? []) form.setValue(bind, '', { shouldDirty: false });
      const then = action.then ?? {};
      const page = then.open ? getPath(answer.data, then.open) : undefined;
      if (typeof page === 'string' && page) window.open(page, '_blank', 'noopener');
      if (then.message) setSaid({ ...then.message, tone: 'green' });
      if (then.reload !== false) await environment.reloadRecords?.();
      if (then.next) environment.goOn?.();
    } finally {
      setBusy(false);
    }
  };

  const look = LOOKS[action.look ?? 'secondary'];
  return (
    <Stack gap="xs" data-action={action.action}>
      <Button
        variant={look.variant}
        color={look.color}
        mih={TAP_TARGET_PX}
        w="fit-content"
        loading={busy}
        disabled={!enabled}
        onClick={() => (action.confirm ? setAsking(true) : void run())}
      >
        {action.label}
      </Button>
      {said ? (
        <Alert color={said.tone} title={said.title} role={said.tone === 'red' ? 'alert' : 'status'}>
          {said.message}
        </Alert>
      ) : null}
      {action.confirm ? (
        <Modal opened={asking} onClose={() => setAsking(false)} title={action.confirm.title} centered>
          <Stack>
            <Text size="sm">{action.confirm.message}</Text>
            <Group justify="flex-end">
              <Button variant="default" mih={TAP_TARGET_PX} onClick={() => setAsking(false)}>
                {action.confirm.cancel}
              </Button>
              <Button mih={TAP_TARGET_PX} onClick={() => void run()}>
                {action.confirm.confirm}
              </Button>
            </Group>
          </Stack>
        </Modal>
      ) : null}
    </Stack>
  );
});
