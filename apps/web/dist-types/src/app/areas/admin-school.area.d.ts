import { ComingSoon } from '../../components/ui/coming-soon';
export declare const ComingSoonPage: typeof ComingSoon;
export declare function AdminSchoolLayout(): import("react").JSX.Element;
