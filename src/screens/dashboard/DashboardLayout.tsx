import { Outlet } from '@tanstack/react-router';
import { StepUpDialog } from '../../features/account/StepUpDialog';
import { DashboardShell } from '../../features/dashboard/DashboardShell';
import { usePreloadedRoutes } from '../../loading/usePreloadedRoutes';

/**
 * Every /dashboard screen shares the investor navigation, and the one step-up dialog that any
 * sensitive change on them opens when the server asks for a fresh proof. Once it is up, the code
 * of every signed-in screen is fetched: a tab pressed later opens even if the server is gone.
 */
export function DashboardLayout() {
  usePreloadedRoutes('/_authenticated');
  return (
    <DashboardShell>
      <Outlet />
      <StepUpDialog />
    </DashboardShell>
  );
}
