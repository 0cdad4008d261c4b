import { type TSessionUser } from '../../../lib/roles';
/** The account dropdown: who is signed in, and the way out. */
export declare function UserMenu({ user, showUploadStories }: {
    user: TSessionUser;
    showUploadStories: boolean;
}): import("react").JSX.Element;
