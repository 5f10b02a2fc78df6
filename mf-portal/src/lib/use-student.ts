// The logged-in student: fetched with get-user on every protected page and kept in the shell's atoms.
import { useAtom, useSetAtom } from 'jotai';
import { useCallback, useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { API_PATHS, type GetUserResponse, type Student } from '@college/shared-types';
import { useShell } from '@college/web-kit';
import { useApi } from './api-client';
import { clearToken } from './token';

export interface StudentState {
  student: Student | null;
  /** True until the first answer of get-user (a student already in the atoms shows at once). */
  loading: boolean;
  reload: () => Promise<Student | null>;
}

export function useStudent(): StudentState {
  const { atoms } = useShell();
  const api = useApi();
  const navigate = useNavigate();
  const [student, setStudent] = useAtom(atoms.user);
  const setAuthenticated = useSetAtom(atoms.isAuthenticated);
  const [loading, setLoading] = useState(true);

  const reload = useCallback(async (): Promise<Student | null> => {
    try {
      const res = await api.request<GetUserResponse>(API_PATHS.getUser, { auth: true });
      if (res.status === 401) {
        // The session ended (expired, revoked or reset): the stored token is useless now.
        clearToken();
        setStudent(null);
        setAuthenticated(false);
        navigate('/student/login', { replace: true });
        return null;
      }
      if (res.ok && res.body?.user) {
        setStudent(res.body.user);
        setAuthenticated(true);
        return res.body.user;
      }
      console.error('get-user', res.status, res.body);
    } catch (error) {
      // SPEC §8: user fetch failures are only logged.
      console.error('get-user', error);
    } finally {
      setLoading(false);
    }
    return null;
  }, [api, navigate, setStudent, setAuthenticated]);

  useEffect(() => {
    void reload();
  }, [reload]);

  return { student, loading: loading && !student, reload };
}
