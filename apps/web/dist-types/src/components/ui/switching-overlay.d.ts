/** The full-screen "switching dashboards" spinner of the admin areas. */
export declare function SwitchingOverlay({ message }: {
    message: string;
}): import("react").JSX.Element;
