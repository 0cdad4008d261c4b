import { ComingSoon } from '../../components/ui/coming-soon';
import { NotFound } from '../../components/ui/not-found';
export declare const ComingSoonPage: typeof ComingSoon;
export declare const NotFoundPage: typeof NotFound;
/** `/` and `/library`: the landing page, filtered by the Switchboard mode when one is chosen. */
export declare function HomePage(): import("react").JSX.Element;
