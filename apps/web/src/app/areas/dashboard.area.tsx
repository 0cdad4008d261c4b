import { ComingSoon } from '../../components/ui/coming-soon';

export const ComingSoonPage = ComingSoon;
