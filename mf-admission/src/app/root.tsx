// Root of mf-admission: this module's router (the kit puts the shell's context and store around it).
import { BrowserRouter } from '@college/web-kit/routing';
import { AppRoutes } from './routes';

export function Root() {
  return (
    <BrowserRouter>
      <AppRoutes />
    </BrowserRouter>
  );
}
