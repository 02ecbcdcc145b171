// The rules for user-set settings, free of TypeBox: the contract's SettingsPatch, the settings file's
// schema (main) and the form's immediate checks (renderer) all read them from here.
export const TILE_URL_MAX = 500
/**
 * http(s) and the three placeholders {z}, {x}, {y} in that order, in the path: the host and port are
 * one address for every tile (the one the user confirms); only {s}. may open the host (it stands for "a").
 */
export const TILE_URL_PATTERN = '^https?://(?:\\{s\\}\\.)?[^/?#{}]*[/?#].*\\{z\\}.*\\{x\\}.*\\{y\\}'
export const TILE_ATTRIBUTION_MAX = 500
export const CACHE_CAP_MIN = 10
export const CACHE_CAP_MAX = 100000
