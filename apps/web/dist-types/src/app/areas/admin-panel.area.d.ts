import { ComingSoon } from '../../components/ui/coming-soon';
export declare const ComingSoonPage: typeof ComingSoon;
export declare function AdminPanelLayout(): import("react").JSX.Element;
