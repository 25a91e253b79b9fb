import { createFileRoute } from '@tanstack/react-router';
import { RealEstatePage } from '../../screens/public/RealEstatePage';

export const Route = createFileRoute('/sectors/real-estate')({ staticData: { title: 'Real Estate' }, component: RealEstatePage });
