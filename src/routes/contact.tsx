import { createFileRoute } from '@tanstack/react-router';
import { ContactPage } from '../screens/public/ContactPage';

export const Route = createFileRoute('/contact')({ staticData: { title: 'Contact' }, component: ContactPage });
