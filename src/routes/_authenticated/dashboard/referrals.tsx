import { createFileRoute } from '@tanstack/react-router';
import { ReferralsPage } from '../../../screens/dashboard/ReferralsPage';

export const Route = createFileRoute('/_authenticated/dashboard/referrals')({ staticData: { title: 'Referrals' }, component: ReferralsPage });
