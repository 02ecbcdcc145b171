/**
 * Node/V8 flags the sandbox process runs with: the app's utility process, `npm run sandbox` and the
 * benches. An old-space limit makes V8 collect before its heap grows far: without one (4 GB by default
 * on a desktop) 1,200 varied 10 km searches and price filters took the sandbox to 730 MB resident; with
 * 384 MB, to 570 MB, at the same latencies. Its live heap is about 50 MB.
 */
export const SANDBOX_EXEC_ARGV = ['--max-old-space-size=384']
