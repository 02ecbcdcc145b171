/**
 * Node/V8 flags the sandbox process runs with: the app's utility process, `npm run sandbox` and the
 * benches. Heap limits make V8 collect before its heap grows far: without them (a 4 GB old space by
 * default on a desktop) the bench's cases and 600 heavy requests after them (10 km searches, 5-10 km
 * price filters) took the sandbox to 730 MB resident; with a 256 MB old space and 8 MB semi-spaces, to
 * 555-560 MB, at latencies within the bench's noise. Its live heap is about 50 MB.
 */
export const SANDBOX_EXEC_ARGV = ['--max-old-space-size=256', '--max-semi-space-size=8']
