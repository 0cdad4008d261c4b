import { ComingSoon } from '../../components/ui/coming-soon';

export const ComingSoonPage = ComingSoon;
export { PaymentFailedPage, PaymentSuccessPage } from '../../features/cart/components/payment-result-page';
export { CartPage } from '../../features/cart/components/cart-page';
export { CheckoutPage } from '../../features/cart/components/checkout-page';
