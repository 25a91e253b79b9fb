import { createFileRoute } from '@tanstack/react-router';
import { ProfileEditPage } from '../../../../screens/dashboard/ProfileEditPage';

export const Route = createFileRoute('/_authenticated/dashboard/profile/edit')({ staticData: { title: 'Edit profile' }, component: ProfileEditPage });
