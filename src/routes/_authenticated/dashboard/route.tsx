import { createFileRoute } from '@tanstack/react-router';
import { DashboardLayout } from '../../../screens/dashboard/DashboardLayout';

export const Route = createFileRoute('/_authenticated/dashboard')({ component: DashboardLayout });
