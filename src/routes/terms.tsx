import { createFileRoute } from '@tanstack/react-router';
import { TermsPage } from '../screens/public/TermsPage';

export const Route = createFileRoute('/terms')({ staticData: { title: 'Terms of Service' }, component: TermsPage });
