import { z } from "zod";

// zod compiles object parsers with `new Function` where it can, after probing whether eval is
// allowed. The content security policy forbids eval, so the probe only produces a CSP violation
// report on every page that parses; parsing without the compiler avoids both. Imported for its
// effect by the web modules that bring zod in.
z.config({ jitless: true });
