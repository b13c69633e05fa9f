import { configure } from "@testing-library/react";

// Pages load lazily (as in the browser), and on a loaded two-core machine a first render can
// take longer than testing-library's default 1 s wait: a slow machine must not fail a test
// whose page does appear. What the tests assert is unchanged.
configure({ asyncUtilTimeout: 5_000 });
