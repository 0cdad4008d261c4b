export declare function createAppRouter(): import("react-router").DataRouter;
