export const CLASSES_PATH = '/admin-school/classes';
export const addClassPath = (id?: string) => (id ? `/admin-school/addclass/${id}` : '/admin-school/addclass');
export const classStudentsPath = (id: string) => `/admin-school/class-students/${id}`;
export const classQrSrc = (code: string) => `/api/class-qr.svg?code=${encodeURIComponent(code)}`;
