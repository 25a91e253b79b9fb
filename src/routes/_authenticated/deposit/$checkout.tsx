import { createFileRoute, notFound } from '@tanstack/react-router';
import { isCheckoutSlug } from '../../../../domain/constants';
import { CheckoutPage } from '../../../screens/dashboard/CheckoutPage';

const PREFIX = 'checkout_';

// One route for every checkout of CHECKOUTS: /deposit/checkout_<slug>. Any other slug is the 404 page.
export const Route = createFileRoute('/_authenticated/deposit/$checkout')({
  beforeLoad: ({ params }) => {
    const slug = params.checkout.startsWith(PREFIX) ? params.checkout.slice(PREFIX.length) : '';
    if (!isCheckoutSlug(slug)) throw notFound();
    return { checkoutSlug: slug };
  },
  staticData: { title: 'Deposit checkout' },
  component: CheckoutPage,
});
