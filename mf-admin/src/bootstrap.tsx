// The office console alone on its dev server (http://localhost:3005/admin), the API behind the dev proxy.
import { runStandalone } from '@college/web-kit/standalone';
import * as lifecycles from './app/lifecycles';

void runStandalone('mf-admin', __MODULE_VERSION__, lifecycles);
