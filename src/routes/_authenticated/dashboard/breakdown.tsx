import { createFileRoute } from '@tanstack/react-router';
import { BreakdownPage } from '../../../screens/dashboard/BreakdownPage';

export const Route = createFileRoute('/_authenticated/dashboard/breakdown')({ staticData: { title: 'Investment breakdown' }, component: BreakdownPage });
