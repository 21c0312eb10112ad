import { NavLink, ScrollArea } from '@mantine/core';
import { Link, useRouterState } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { config } from '../config';
import { visibleMenu, type MenuItem } from '../routes/menu';

function Item({ item, pathname }: { item: MenuItem; pathname: string }) {
  const { t } = useTranslation('shell');
  const label = t(`menu.${item.label}`);
  if (item.kind === 'link') {
    return <NavLink component={Link} to={item.path} label={label} active={pathname === item.path} />;
  }
  if (item.kind === 'external') {
    return (
      <NavLink
        component="a"
        href={config.apiDocsUrl}
        target="_blank"
        rel="noopener noreferrer"
        label={label}
        description={t('opensInNewTab')}
      />
    );
  }
  const open = item.children.some((child) => child.kind === 'link' && child.path === pathname);
  return (
    <NavLink label={label} defaultOpened={open || item.label === 'payouts'} childrenOffset="md">
      {item.children.map((child) => (
        <Item key={child.label} item={child} pathname={pathname} />
      ))}
    </NavLink>
  );
}

/** The side menu shows exactly the routes this user's profiles open (one table for both). */
export function SideMenu({ profileNames }: { profileNames: readonly string[] }) {
  const { t } = useTranslation('shell');
  const pathname = useRouterState({ select: (s) => s.location.pathname });
  return (
    <ScrollArea component="nav" aria-label={t('menu.label')}>
      {visibleMenu(profileNames).map((item) => (
        <Item key={item.label} item={item} pathname={pathname} />
      ))}
    </ScrollArea>
  );
}
