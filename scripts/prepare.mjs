// npm's `prepare` step of `npm install` / `npm ci`: the builds `npm start` needs, made once here instead
// of at the first start. A production install without vite builds only the server; it never fails the
// install: `npm start` says what is missing.
import { canBuildWeb, ensureWebBuild, serverArgs } from './builds.mjs';

if (canBuildWeb()) ensureWebBuild();
await serverArgs();
