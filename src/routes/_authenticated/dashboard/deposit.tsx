import { createFileRoute } from '@tanstack/react-router';
import { DepositPage } from '../../../screens/dashboard/DepositPage';

export const Route = createFileRoute('/_authenticated/dashboard/deposit')({ staticData: { title: 'Deposit' }, component: DepositPage });
