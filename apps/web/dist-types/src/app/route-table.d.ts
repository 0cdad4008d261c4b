import { type RouteObject } from 'react-router';
export declare const routes: RouteObject[];
