import { createFileRoute } from '@tanstack/react-router';
import { OilGasPage } from '../../screens/public/OilGasPage';

export const Route = createFileRoute('/sectors/oil-gas')({ staticData: { title: 'Oil & Gas' }, component: OilGasPage });
