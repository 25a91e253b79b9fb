import { createFileRoute } from '@tanstack/react-router';
import { PrivacyPage } from '../screens/public/PrivacyPage';

export const Route = createFileRoute('/privacy')({ staticData: { title: 'Privacy Policy' }, component: PrivacyPage });
