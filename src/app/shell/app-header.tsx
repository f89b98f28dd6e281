import { ActionIcon, Group, Text } from '@mantine/core';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import type { HeaderLayout } from './header-config';
import { deferred } from './deferred';
import { HeaderSearch } from './header-search';
import { BackIcon, HelpIcon, MenuIcon } from './icons';

const AgentMenu = deferred(() => import('./agent-menu').then((module) => module.AgentMenu));
const OutboxButton = deferred(() => import('../offline/outbox-button').then((module) => module.OutboxButton));

/**
 * The header bar, as its route's config says: drawer and back buttons, then either the search box
 * or the title and the right-hand icons. The title is not a heading: the screen below has its own.
 */
export function AppHeader({ layout, onOpenDrawer }: { layout: HeaderLayout; onOpenDrawer: () => void }) {
  const navigate = useNavigate();
  const location = useLocation();
  // Opened straight at this address there is no page to go back to inside the app: go Home instead.
  const goBack = () => (location.key === 'default' ? navigate('/') : navigate(-1));

  return (
    <Group h="100%" px="sm" gap="xs" wrap="nowrap">
      {layout.start.includes('drawer') && (
        <ActionIcon variant="subtle" color="gray" size="lg" aria-label="Open menu" onClick={onOpenDrawer}>
          <MenuIcon />
        </ActionIcon>
      )}
      {layout.start.includes('back') && (
        <ActionIcon variant="subtle" color="gray" size="lg" aria-label="Back" onClick={() => void goBack()}>
          <BackIcon />
        </ActionIcon>
      )}
      {layout.middle.kind === 'search' ? (
        <HeaderSearch placeholder={layout.middle.placeholder} />
      ) : (
        // Beside four 44 px icons a long title ('Inventory Management') has some 150 px at 360 px:
        // it takes two lines of the bar's height rather than losing its end.
        <Text fw={600} size="md" lh={1.25} lineClamp={2} style={{ flex: 1, minWidth: 0 }} data-header-title>
          {layout.middle.title}
        </Text>
      )}
      <OutboxButton />
      {layout.end.map((icon) =>
        icon === 'help' ? (
          <ActionIcon key={icon} component={Link} to="/faq" variant="subtle" color="gray" size="lg" aria-label="FAQ">
            <HelpIcon />
          </ActionIcon>
        ) : (
          <AgentMenu key={icon} />
        ),
      )}
    </Group>
  );
}
