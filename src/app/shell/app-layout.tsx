import { AppShell, Group, Menu, Text, Title, UnstyledButton } from '@mantine/core';
import { Outlet, useNavigate } from 'react-router-dom';
import { SsoLogoutInternalDocument } from '../../../generated/graphql';
import { useAppServices, useSession } from '../app-services';

/** The signed-in shell: a header with the screen title and the agent menu. */
export function AppLayout() {
  const { client, session } = useAppServices();
  const current = useSession();
  const navigate = useNavigate();

  const signOut = async () => {
    await client.mutation(SsoLogoutInternalDocument, { input: { allDevices: false } }).toPromise();
    session.clear();
    navigate('/login', { replace: true });
  };

  return (
    <AppShell header={{ height: 56 }} padding="md">
      <AppShell.Header>
        <Group h="100%" px="md" justify="space-between" wrap="nowrap">
          <Title order={1} size="h4" c="green.8">
            Merchant Onboarding
          </Title>
          <Menu position="bottom-end">
            <Menu.Target>
              <UnstyledButton aria-label="Agent menu">
                <Text size="sm" fw={500} truncate maw={160}>
                  {current?.employeeName}
                </Text>
              </UnstyledButton>
            </Menu.Target>
            <Menu.Dropdown>
              <Menu.Label>{current?.employeeId}</Menu.Label>
              <Menu.Item onClick={() => void signOut()}>Sign out</Menu.Item>
            </Menu.Dropdown>
          </Menu>
        </Group>
      </AppShell.Header>
      <AppShell.Main>
        <Outlet />
      </AppShell.Main>
    </AppShell>
  );
}
