// The dashboard's one state (decision 030), decided once by the page and read by every card: the tracker, the
// application row and its Pay, the registration fee's cell and the acknowledgement. A payment left pending is asked
// about at the gateway once when the dashboard shows it; the answer is part of the state.
import { createContext, useContext, useEffect, useRef, useState } from 'react';
import {
  dashboardState,
  studentNextStep,
  type DashboardState,
  type GatewayCheck,
  type Student,
} from '@college/shared-types';
import { useApi } from '@college/web-kit';
import { checkPayment } from './api/check-payment';

const StateContext = createContext<DashboardState | null>(null);
export const DashboardStateProvider = StateContext.Provider;

/** The state the page decided, or null outside the dashboard page (a card rendered alone). */
export function useDashboardState(): DashboardState | null {
  return useContext(StateContext);
}

/**
 * The dashboard's state for a student. A pending payment is checked with the gateway once per visit: a final
 * answer reloads the student (Paid, or payable again), an unfinished checkout offers Try again, and otherwise the
 * state says when the automatic check runs next.
 */
export function useStudentDashboardState(
  student: Student | null,
  reload: () => Promise<unknown>,
): DashboardState | null {
  const api = useApi();
  const [check, setCheck] = useState<GatewayCheck | null>(null);
  const asked = useRef(new Set<string>());
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);
  const pending = student ? studentNextStep(student).pending : null;
  const txnid = pending?.txnid ?? null;

  useEffect(() => {
    if (!txnid || asked.current.has(txnid)) return;
    asked.current.add(txnid);
    checkPayment(api, txnid)
      .then((answer) => {
        if (!mounted.current) return;
        setCheck({ txnid: answer.txnid, retry: answer.retry, next_check_at: answer.next_check_at });
        if (answer.status !== 'pending') void reload();
      })
      // No answer: the dashboard keeps saying the bank is being asked; the automatic check goes on.
      .catch((error: unknown) => console.error('payment check', error));
  }, [api, txnid, reload]);

  return student ? dashboardState(student, { check }) : null;
}
