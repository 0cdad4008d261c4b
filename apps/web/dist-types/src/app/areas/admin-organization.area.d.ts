import { ComingSoon } from '../../components/ui/coming-soon';
export declare const ComingSoonPage: typeof ComingSoon;
export declare function AdminOrganizationLayout(): import("react").JSX.Element;
