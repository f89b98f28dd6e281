import { Badge, Box, Drawer, NavLink, ScrollArea, Stack, Text, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { OnboardingStepFieldsFragment } from '../../../../generated/graphql';
import { drawerNavigates, STEP_NAVIGATION_DELAY_MS, type StepDisplayStatus } from '../../../domain/onboarding-steps';

export const DRAWER_WIDTH = 300;

const statusBadge: Record<StepDisplayStatus, { label: string; color: string }> = {
  completed: { label: 'Completed', color: 'green' },
  inprogress: { label: 'In progress', color: 'blue' },
  pending: { label: 'Pending', color: 'gray' },
  disabled: { label: 'Locked', color: 'gray' },
};
/** An unfinished step the app cannot save yet says so, rather than inviting the agent on. */
const notAvailableBadge = { label: 'Not available yet', color: 'yellow' };

interface StepDrawerProps {
  steps: readonly OnboardingStepFieldsFragment[];
  current: string;
  hasStoredOpportunityId: boolean;
  opened: boolean;
  onClose(): void;
  onNavigate(step: string): void;
}

function StepList({ steps, current, hasStoredOpportunityId, onClose, onNavigate }: Omit<StepDrawerProps, 'opened'>) {
  return (
    <Stack gap={2} component="nav" aria-label="Onboarding steps">
      {steps.map((step) => {
        const status = step.displayStatus;
        const badge = !step.isComplete && !step.canSave ? notAvailableBadge : statusBadge[status];
        const navigates = drawerNavigates(
          { type: step.type, isComplete: step.isComplete, editable: step.editableConfig.editable },
          status,
          hasStoredOpportunityId,
        );
        return (
          <NavLink
            key={step.id}
            label={`${step.order}. ${step.label}`}
            active={step.type === current}
            disabled={!navigates}
            aria-current={step.type === current ? 'step' : undefined}
            data-status={status}
            data-can-save={step.canSave}
            rightSection={
              <Badge size="xs" variant="light" color={badge.color}>
                {badge.label}
              </Badge>
            }
            onClick={() => {
              if (!navigates) return;
              onClose();
              setTimeout(() => onNavigate(step.type), STEP_NAVIGATION_DELAY_MS);
            }}
          />
        );
      })}
    </Stack>
  );
}

/** The onboarding steps with their display status: a temporary drawer on phones, a 300 px column from md up. */
export function StepDrawer(props: StepDrawerProps) {
  const permanent = useMediaQuery('(min-width: 62em)', false);
  const title = 'Onboarding steps';
  if (permanent) {
    return (
      <Box w={DRAWER_WIDTH} miw={DRAWER_WIDTH} style={{ borderRight: '1px solid var(--mantine-color-gray-3)' }} pr="sm">
        <Title order={2} size="h5">
          {title}
        </Title>
        <ScrollArea mt="sm">
          <StepList {...props} />
        </ScrollArea>
      </Box>
    );
  }
  // The drawer renders its title as a heading itself: a Title there would nest one heading in another.
  return (
    <Drawer opened={props.opened} onClose={props.onClose} title={title} size={DRAWER_WIDTH}>
      <StepList {...props} />
      <Text size="xs" c="dimmed" mt="md">
        Completed and in-progress steps can be opened.
      </Text>
    </Drawer>
  );
}
