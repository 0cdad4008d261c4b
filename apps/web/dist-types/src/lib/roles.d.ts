export declare const USER_ROLES: readonly ["teacher", "upschool_admin", "school_admin", "teacher_admin", "organization_admin", "student"];
export type TUserRole = (typeof USER_ROLES)[number];
/** The signed-in user as the token endpoint and /api/user/profile/ return it (spec section 3). */
export type TSessionUser = {
    id: number | string;
    first_name: string;
    last_name: string;
    email: string;
    role: TUserRole;
    country: string | null;
    avatar: string | null;
    username: string | null;
};
export declare function isUserRole(value: unknown): value is TUserRole;
/** Where the header's dashboard button leads (spec section 6). */
export declare function dashboardPathForRole(role: TUserRole): string;
export declare function fullName(user: Pick<TSessionUser, 'first_name' | 'last_name' | 'username'>): string;
export declare function initials(user: Pick<TSessionUser, 'first_name' | 'last_name' | 'username'>): string;
