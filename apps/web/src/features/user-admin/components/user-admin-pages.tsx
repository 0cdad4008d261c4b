import { UserFormPage } from './user-form-page';
import { UserProfilePage } from './user-profile-page';
import { UsersPage } from './users-page';

/** The user pages of each console (spec section 2), as the area files name them. */

export const PlatformUsersPage = () => (
  <UsersPage console="platform" title="All users" description="Every account on every site. Search and filter them, add teachers, admins and students, and change or deactivate an account." />
);
export const PlatformStudentsPage = () => (
  <UsersPage key="student" console="platform" fixedRole="student" title="Students" description="Every student account across schools, with their classes and when they last logged in." />
);
export const PlatformTeachersPage = () => (
  <UsersPage key="teacher" console="platform" fixedRole="teacher" title="Teachers" description="Every teacher account, on schools’ sites and the main site." />
);
export const PlatformUserFormPage = () => <UserFormPage console="platform" />;
export const PlatformUserProfilePage = () => <UserProfilePage console="platform" />;

export const SchoolUsersPage = () => (
  <UsersPage console="school" title="Users" description="Your school’s teachers, admins and students. Add them one by one, or import a class of students from a CSV file." />
);
export const SchoolUserFormPage = () => <UserFormPage console="school" />;
export const SchoolUserProfilePage = () => <UserProfilePage console="school" />;
