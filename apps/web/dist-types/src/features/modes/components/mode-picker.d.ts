export declare const MODE_PICKER_TITLE = "Select a Different Mode";
export declare const NO_MODES_MESSAGE = "You need to log in to load the categories.";
/** The Switchboard control of the header: the active mode, a picker dialog and a way to clear it. */
export declare function ModePicker({ loggedIn }: {
    loggedIn: boolean;
}): import("react").JSX.Element;
