import { ActionIcon, Menu } from '@mantine/core';
import { useSession } from '../app-services';
import { AccountIcon } from './icons';
import { useSignOut } from './use-sign-out';

/** The account icon: the agent's name and id, and Sign out. */
export function AgentMenu() {
  const current = useSession();
  const signOut = useSignOut();
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <ActionIcon variant="subtle" color="gray" size="lg" aria-label="Agent menu">
          <AccountIcon />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>{current?.employeeName}</Menu.Label>
        <Menu.Label>{current?.employeeId}</Menu.Label>
        <Menu.Divider />
        <Menu.Item onClick={() => void signOut()}>Sign out</Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
