import { ComingSoon } from '../../components/ui/coming-soon';
export declare const ComingSoonPage: typeof ComingSoon;
/** The one page behind every provider's failed and cancel return URLs. */
export declare function PaymentFailedPage(): import("react").JSX.Element;
