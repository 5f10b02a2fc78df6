// TextEncoder and TextDecoder, which jsdom lacks and Node has; imported before anything else by the test harness.
import { TextDecoder, TextEncoder } from 'node:util';

const g = globalThis as unknown as Record<string, unknown>;
g.TextEncoder ??= TextEncoder;
g.TextDecoder ??= TextDecoder;
