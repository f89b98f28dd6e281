import { Button, Divider, Drawer, NavLink, Stack, Text } from '@mantine/core';
import { useLocation, useNavigate } from 'react-router-dom';
import { useSession } from '../app-services';
import { useSignOut } from './use-sign-out';

const links = [
  { to: '/', label: 'Home' },
  { to: '/leads', label: 'Leads listing' },
  { to: '/inventoryManagement', label: 'Inventory Management' },
  { to: '/player', label: 'Training and Support' },
  { to: '/faq', label: 'FAQ' },
] as const;

/** The app drawer the header's menu button opens: where to go, who is signed in, and Sign out. */
export function NavDrawer({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const current = useSession();
  const navigate = useNavigate();
  const location = useLocation();
  const signOut = useSignOut();
  return (
    <Drawer opened={opened} onClose={onClose} size={300} title="Merchant Onboarding">
      <Stack gap="xs">
        <div>
          <Text fw={600}>{current?.employeeName}</Text>
          <Text size="sm" c="dimmed">
            {current?.employeeId}
          </Text>
        </div>
        <Divider />
        <nav aria-label="App menu">
          {links.map((link) => (
            <NavLink
              key={link.to}
              label={link.label}
              active={location.pathname === link.to}
              onClick={() => {
                onClose();
                navigate(link.to);
              }}
            />
          ))}
        </nav>
        <Divider />
        <Button variant="light" color="red" onClick={() => void signOut()}>
          Sign out
        </Button>
      </Stack>
    </Drawer>
  );
}
