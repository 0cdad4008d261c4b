/** Header right side: Login, or the role's dashboard and the user menu; Logout for community access. */
export declare function AccountControls(): import("react").JSX.Element;
