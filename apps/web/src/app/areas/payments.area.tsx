
export { PaymentFailedPage, PaymentSuccessPage } from '../../features/cart/components/payment-result-page';
export { CartPage } from '../../features/cart/components/cart-page';
export { CheckoutPage } from '../../features/cart/components/checkout-page';
export { TrackOrderPage } from '../../features/cart/components/track-order-page';
export { InvoicePage } from '../../features/cart/components/invoice-page';
