import { type ComponentType, useRef, useState } from 'react';
import type { User } from '@/shared/api';
import type { UserMenuProps } from './UserMenu';
import { UserMenuButton } from './UserMenuButton';

/**
 * The account button, with the menu's code (Menu and its positioning library) loaded on the first sign
 * that the person wants it (pointer over, touch, focus, press) rather than with every page. A press
 * before the code arrives opens the menu when it does; focus moves to the menu's button.
 */
export function UserMenuSlot({ user }: { user: User }) {
  const [Menu, setMenu] = useState<ComponentType<UserMenuProps> | null>(null);
  const [openOnLoad, setOpenOnLoad] = useState(false);
  const [focusOnLoad, setFocusOnLoad] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const loading = useRef(false);

  const load = () => {
    if (loading.current) return;
    loading.current = true;
    void import('./UserMenu').then(
      (module) => {
        setFocusOnLoad(document.activeElement === button.current);
        setMenu(() => module.default);
      },
      () => {
        // Offline: the next sign of intent tries again.
        loading.current = false;
      },
    );
  };

  const openWhenLoaded = () => {
    setOpenOnLoad(true);
    load();
  };

  if (Menu) return <Menu user={user} defaultOpened={openOnLoad} focusOnMount={focusOnLoad} />;
  return (
    <UserMenuButton
      ref={button}
      user={user}
      aria-expanded={false}
      onPointerEnter={load}
      onTouchStart={load}
      onFocus={load}
      // On the press, not only the click: the code may arrive between the two and replace this button,
      // and the click then reaches neither button.
      onPointerDown={openWhenLoaded}
      onClick={openWhenLoaded}
    />
  );
}
