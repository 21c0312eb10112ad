import { Button, Menu } from '@mantine/core';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { SavedView } from '@machines/shared/savedView';
import type { SavedViewsEvent } from '@machines/shared/savedViews';
import type { ListViews } from './useListViews';

interface ViewsMenuProps {
  readonly snapshot: ListViews['snapshot'];
  readonly send: (event: SavedViewsEvent) => void;
  readonly onCopyLink: (id: number) => void;
  /** The user's click on the Views button loaded the menu: it opens as it arrives. */
  readonly defaultOpened: boolean;
}

/**
 * The 'Views' menu above a list: the user's views and those shared with them, to open; then
 * saving the list as a new view, and for the view open now its link, and (for its owner)
 * renaming, sharing and deleting it.
 */
export function ViewsMenu({ snapshot, send, onCopyLink, defaultOpened }: ViewsMenuProps) {
  const { t } = useTranslation(['listViews', 'lists']);
  const { views, active: activeId } = snapshot.context;
  // The button the user pressed was the placeholder's, gone with it: the focus goes into the menu
  // that replaced it, as it would have on a menu opened the usual way (arrows then move in it).
  const focusOnOpen = useRef(defaultOpened);
  const dropdownRef = (node: HTMLDivElement | null) => {
    if (node && focusOnOpen.current) {
      focusOnOpen.current = false;
      node.focus();
    }
  };
  const ready = snapshot.matches('ready');
  const active = views.find((view) => view.id === activeId) ?? null;
  const mine = views.filter((view) => view.mine);
  const others = views.filter((view) => !view.mine);
  const item = (view: SavedView) => (
    <Menu.Item key={view.id} aria-current={view.id === activeId ? 'true' : undefined} fw={view.id === activeId ? 700 : undefined} onClick={() => send({ type: 'OPEN', id: view.id })}>
      {view.mine ? (view.shared ? t('mineShared', { name: view.name }) : view.name) : t('sharedBy', { name: view.name, owner: view.owner })}
    </Menu.Item>
  );
  return (
    <Menu position="bottom-end" shadow="md" width={300} defaultOpened={defaultOpened}>
      <Menu.Target>
        <Button variant="default" size="xs">
          {active ? t('buttonActive', { name: active.name }) : t('lists:views')}
        </Button>
      </Menu.Target>
      <Menu.Dropdown ref={dropdownRef}>
        {mine.length > 0 && <Menu.Label>{t('mine')}</Menu.Label>}
        {mine.map(item)}
        {others.length > 0 && <Menu.Label>{t('sharedWithYou')}</Menu.Label>}
        {others.map(item)}
        {snapshot.matches('loading') && <Menu.Item disabled>{t('loading')}</Menu.Item>}
        {ready && views.length === 0 && <Menu.Item disabled>{t('none')}</Menu.Item>}
        {snapshot.matches('loadFailed') && <Menu.Item onClick={() => send({ type: 'RETRY' })}>{t('retryLoad')}</Menu.Item>}
        <Menu.Divider />
        <Menu.Item disabled={!ready} onClick={() => send({ type: 'CREATE' })}>
          {t('save')}
        </Menu.Item>
        {active && <Menu.Item onClick={() => onCopyLink(active.id)}>{t('copyLink', { name: active.name })}</Menu.Item>}
        {active?.mine && <Menu.Item onClick={() => send({ type: 'EDIT', id: active.id })}>{t('edit', { name: active.name })}</Menu.Item>}
        {active?.mine && (
          <Menu.Item color="red" onClick={() => send({ type: 'DELETE', id: active.id })}>
            {t('delete', { name: active.name })}
          </Menu.Item>
        )}
      </Menu.Dropdown>
    </Menu>
  );
}
