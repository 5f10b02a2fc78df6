// Root of mf-public: this module's routes (the kit puts the shell's context and store around it).
import { AppRoutes } from './routes';

export function Root() {
  return <AppRoutes />;
}
