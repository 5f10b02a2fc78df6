// Runs this module alone in development, with its own site state and the API behind the dev proxy.
import { runStandalone } from '@college/web-kit/standalone';
import * as lifecycles from './app/lifecycles';

void runStandalone('mf-print', __MODULE_VERSION__, lifecycles);
