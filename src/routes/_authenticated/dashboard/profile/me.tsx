import { createFileRoute } from '@tanstack/react-router';
import { ProfilePage } from '../../../../screens/dashboard/ProfilePage';

export const Route = createFileRoute('/_authenticated/dashboard/profile/me')({ staticData: { title: 'My profile' }, component: ProfilePage });
