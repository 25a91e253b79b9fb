import { createFileRoute } from '@tanstack/react-router';
import { CryptoForexPage } from '../../screens/public/CryptoForexPage';

export const Route = createFileRoute('/sectors/crypto-forex')({ staticData: { title: 'Crypto & Forex' }, component: CryptoForexPage });
