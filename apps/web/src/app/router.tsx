import { createBrowserRouter } from 'react-router';
import { registerNavigator } from '../lib/navigation';
import { routes } from './route-table';

export function createAppRouter() {
  const router = createBrowserRouter(routes);
  // Lets the API client send an expired session to /login without a full page reload.
  registerNavigator((to) => void router.navigate(to));
  return router;
}
