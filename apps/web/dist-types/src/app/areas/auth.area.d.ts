import { ComingSoon } from '../../components/ui/coming-soon';
export declare const ComingSoonPage: typeof ComingSoon;
/** /logout: clears the session (telling the server best-effort) and goes home. */
export declare function LogoutPage(): import("react").JSX.Element;
