import { z } from "zod";

// zod compiles object parsers with `new Function` where it can, after probing whether eval is
// allowed. The content security policy forbids eval ('unsafe-eval' is on no page), so the probe
// only produces a CSP violation report on every page that parses; parsing without the compiler
// avoids both. In the browser build every `import … from "zod"` resolves to this module
// (vite.config.ts, `zodWithoutEval`), so no module can parse before this has run.
z.config({ jitless: true });

export * from "zod";
