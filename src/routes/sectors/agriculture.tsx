import { createFileRoute } from '@tanstack/react-router';
import { AgriculturePage } from '../../screens/public/AgriculturePage';

export const Route = createFileRoute('/sectors/agriculture')({ staticData: { title: 'Agriculture' }, component: AgriculturePage });
