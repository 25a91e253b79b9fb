import { createFileRoute } from '@tanstack/react-router';
import { DashboardHomePage } from '../../../screens/dashboard/DashboardHomePage';

export const Route = createFileRoute('/_authenticated/dashboard/')({ staticData: { title: 'Dashboard' }, component: DashboardHomePage });
