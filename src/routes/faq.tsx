import { createFileRoute } from '@tanstack/react-router';
import { FaqPage } from '../screens/public/FaqPage';

export const Route = createFileRoute('/faq')({ staticData: { title: 'Frequently Asked Questions' }, component: FaqPage });
