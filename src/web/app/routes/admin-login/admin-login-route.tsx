/** /admin/login (product.md §2 "Admin login"): the auth feature's login page. */
import { LoginPage } from '@/shared/auth/components/login-page';

export function AdminLoginRoute() {
  return <LoginPage />;
}
