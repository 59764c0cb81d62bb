import { useQueryClient } from '@tanstack/react-query';
import { SWITCHABLE_APP_ROLES, type SwitchableAppRole } from '@waypoint/domain';
import { useCallback, useState } from 'react';
import { readStored, STORAGE_KEYS, writeStored } from '@/shared/storage';

function storedAppRole(): SwitchableAppRole | null {
  const value = readStored(STORAGE_KEYS.appRole);
  return SWITCHABLE_APP_ROLES.find((role) => role === value) ?? null;
}

/**
 * An admin may look at the app as another role (spec 1 §4.5). The choice stays on this device and travels
 * in the x-waypoint-app-role header; the server honours it for admins only.
 */
export function useAppRoleSwitch(): {
  role: SwitchableAppRole | null;
  choose: (role: SwitchableAppRole | null) => void;
} {
  const queryClient = useQueryClient();
  const [role, setRole] = useState(storedAppRole);
  const choose = useCallback(
    (next: SwitchableAppRole | null) => {
      writeStored(STORAGE_KEYS.appRole, next);
      setRole(next);
      // Everything shown may depend on the role: ask again with the new header.
      void queryClient.invalidateQueries();
    },
    [queryClient],
  );
  return { role, choose };
}
