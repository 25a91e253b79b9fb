import { Outlet } from '@tanstack/react-router';
import { DashboardShell } from '../../features/dashboard/DashboardShell';

/** Every /dashboard screen shares the investor navigation. */
export function DashboardLayout() {
  return (
    <DashboardShell>
      <Outlet />
    </DashboardShell>
  );
}
