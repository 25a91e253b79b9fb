import { createFileRoute } from '@tanstack/react-router';
import { TransactionsPage } from '../../../screens/dashboard/TransactionsPage';

export const Route = createFileRoute('/_authenticated/dashboard/transactions')({ staticData: { title: 'Transactions' }, component: TransactionsPage });
