import { createFileRoute } from '@tanstack/react-router';
import { ResetPasswordPage } from '../../screens/auth/ResetPasswordPage';

export const Route = createFileRoute('/auth/reset-password')({ staticData: { title: 'Reset password' }, component: ResetPasswordPage });
