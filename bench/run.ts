import { benchBundleSize } from './bundle-size.ts';
import { benchStartup } from './startup.ts';

// Figures, not pass/fail: record them in the issue note when they change.
benchBundleSize();
await benchStartup();
