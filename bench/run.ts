import { benchAiFirstWords } from './ai-first-words.ts';
import { benchApplyHttp } from './apply-http.ts';
import { benchBundleSize } from './bundle-size.ts';
import { benchEventApply } from './event-apply.ts';
import { benchHotReads } from './hot-reads.ts';
import { benchPrivacyExport } from './privacy-export.ts';
import { benchSchoolStatistics } from './school-statistics.ts';
import { benchScoreCalculator } from './score-calculator.ts';
import { benchStartup } from './startup.ts';
import { benchAb3Dom } from './web/ab3-dom.ts';
import { benchLayoutShift } from './web/layout-shift.ts';
import { benchLighthouse } from './web/lighthouse.ts';
import { benchPageJs } from './web/page-js.ts';
import { benchTapPaint } from './web/tap-paint.ts';

// Figures, not pass/fail: record them in the issue note when they change.
// The page benches build the web when it is stale; the bundle size reads that build.
await benchPageJs();
benchBundleSize();
await benchLighthouse();
await benchLayoutShift();
await benchAb3Dom();
await benchTapPaint();
await benchStartup();
await benchHotReads();
await benchSchoolStatistics();
await benchScoreCalculator();
await benchEventApply();
await benchApplyHttp();
await benchAiFirstWords();
await benchPrivacyExport();
