import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import type { User } from '@/shared/api';
import { useSession } from '@/shared/session';
import { type ToolViewer, toolViewer, viewedSchoolId } from './viewer';

export interface ToolScope {
  user: User | null;
  loading: boolean;
  viewer: ToolViewer | null;
  schoolId: string | null;
  /** Admins only: the school is kept in the address (?schoolId=), so a link or a reload keeps it. */
  chooseSchool: (schoolId: string) => void;
}

export function useToolScope(): ToolScope {
  const { user, loading } = useSession();
  const [params, setParams] = useSearchParams();
  const chooseSchool = useCallback(
    (schoolId: string) =>
      setParams(
        (prev) => {
          const next = new URLSearchParams(prev);
          next.set('schoolId', schoolId);
          return next;
        },
        { replace: true },
      ),
    [setParams],
  );
  return {
    user,
    loading,
    viewer: user ? toolViewer(user) : null,
    schoolId: user ? viewedSchoolId(user, params.get('schoolId')) : null,
    chooseSchool,
  };
}
