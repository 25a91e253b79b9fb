import { Outlet } from '@tanstack/react-router';
import { StepUpDialog } from '../../features/account/StepUpDialog';
import { DashboardShell } from '../../features/dashboard/DashboardShell';

/**
 * Every /dashboard screen shares the investor navigation, and the one step-up dialog that any
 * sensitive change on them opens when the server asks for a fresh proof.
 */
export function DashboardLayout() {
  return (
    <DashboardShell>
      <Outlet />
      <StepUpDialog />
    </DashboardShell>
  );
}
