import { createFileRoute } from '@tanstack/react-router';
import { CertificatesPage } from '../screens/public/CertificatesPage';

export const Route = createFileRoute('/certificates')({ staticData: { title: 'Company Certifications' }, component: CertificatesPage });
