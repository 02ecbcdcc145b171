/**
 * Node/V8 flags the sandbox process runs with: the app's utility process, `npm run sandbox` and the
 * benches. An old-space limit makes V8 collect before its heap grows far: without one (4 GB by default
 * on a desktop) the bench's cases and 600 heavy requests after them (10 km searches, 5-10 km price
 * filters) took the sandbox to 730 MB resident; with 256 MB, to 577-584 MB at the same latencies. Its
 * live heap is about 50 MB. (Smaller semi-spaces, 8 MB, saved another 25 MB but cost the 3 km search
 * about 2 ms of its p99.)
 */
export const SANDBOX_EXEC_ARGV = ['--max-old-space-size=256']
