import { NavLink, ScrollArea } from '@mantine/core';
import { Link, useRouterState } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { links } from '../platform/links';
import { visibleMenu, type MenuItem } from '../routes/menu';

/** `onChoose`: a link was followed (a phone's menu closes over the page it opened). */
interface Place {
  readonly pathname: string;
  readonly onChoose: () => void;
}

function Item({ item, pathname, onChoose }: { item: MenuItem } & Place) {
  const { t } = useTranslation('shell');
  const label = t(`menu.${item.label}`);
  if (item.kind === 'link') {
    return <NavLink component={Link} to={item.path} label={label} active={pathname === item.path} onClick={onChoose} />;
  }
  if (item.kind === 'external') {
    return (
      <NavLink
        component="a"
        href={links.apiDocsUrl}
        target="_blank"
        rel="noopener noreferrer"
        label={label}
        description={t('opensInNewTab')}
        onClick={onChoose}
      />
    );
  }
  return <Group item={item} pathname={pathname} onChoose={onChoose} label={label} />;
}

/** A group is a real button (reachable by keyboard) that says whether it is expanded. */
function Group({ item, pathname, onChoose, label }: { item: Extract<MenuItem, { kind: 'group' }>; label: string } & Place) {
  const holdsCurrent = item.children.some((child) => child.kind === 'link' && child.path === pathname);
  const [opened, setOpened] = useState(holdsCurrent || item.label === 'payouts');
  return (
    <NavLink
      component="button"
      type="button"
      label={label}
      opened={opened}
      onChange={setOpened}
      aria-expanded={opened}
      childrenOffset="md"
    >
      {item.children.map((child) => (
        <Item key={child.label} item={child} pathname={pathname} onChoose={onChoose} />
      ))}
    </NavLink>
  );
}

/** The side menu shows exactly the routes this user's profiles open (one table for both). */
export function SideMenu({ profileNames, onChoose }: { profileNames: readonly string[]; onChoose: () => void }) {
  const { t } = useTranslation('shell');
  const pathname = useRouterState({ select: (s) => s.location.pathname });
  return (
    <ScrollArea component="nav" aria-label={t('menu.label')}>
      {visibleMenu(profileNames).map((item) => (
        <Item key={item.label} item={item} pathname={pathname} onChoose={onChoose} />
      ))}
    </ScrollArea>
  );
}
