import { createFileRoute } from '@tanstack/react-router';
import { WithdrawPage } from '../../../screens/dashboard/WithdrawPage';

export const Route = createFileRoute('/_authenticated/dashboard/withdraw')({ staticData: { title: 'Withdraw' }, component: WithdrawPage });
