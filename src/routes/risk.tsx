import { createFileRoute } from '@tanstack/react-router';
import { RiskPage } from '../screens/public/RiskPage';

export const Route = createFileRoute('/risk')({ staticData: { title: 'Risk summary' }, component: RiskPage });
