// Limits of the service that the renderer also needs at run time (TypeBox-free, like enums.ts).

/** The largest image the service accepts (413 above). */
export const IMAGE_MAX_BYTES = 25 * 1024 * 1024
