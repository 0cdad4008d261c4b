import type { TCharityCard } from '@commonshelf/shared/charities/charities.schemas';
export declare function CharityCard({ charity }: {
    charity: TCharityCard;
}): import("react").JSX.Element;
export declare function CharityCardSkeleton(): import("react").JSX.Element;
