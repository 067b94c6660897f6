/**
 * Node's flags for a server a test starts for seconds: the embedded store's WebAssembly stays in V8's
 * baseline compiler, since optimising it pays off only in a long run and cost a second and a half of CPU
 * at each start (docs/performance.md). Semantics are V8's either way; only speed differs.
 */
export const SHORT_LIVED_SERVER_NODE_ARGS = ['--liftoff-only'];
