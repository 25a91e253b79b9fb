import { createFileRoute } from '@tanstack/react-router';
import { LogoutPage } from '../../screens/auth/LogoutPage';

export const Route = createFileRoute('/auth/logout')({ staticData: { title: 'Log out' }, component: LogoutPage });
