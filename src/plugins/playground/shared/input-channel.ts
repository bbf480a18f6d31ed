// Where page, run worker and service worker meet on the input channel (see ../README.md).

/** The address the run's worker asks for its input (`?run=<id>`). */
export const INPUT_PATH = '__sim_input';

/**
 * Where the player registers the service worker, relative to the site root (the service
 * worker's own folder). A dedicated worker is controlled by the registration its own URL falls
 * in (the specification, Chromium) or by its page's (engines that let workers inherit):
 * `assets/js/` holds the run's worker, `docs/` every page with a player.
 */
export const SCOPES = ['assets/js/', 'docs/'] as const;

/**
 * Registered for the search page only when the reader stores a version offline, so that page
 * works offline too; otherwise the search page stays out of the service worker's reach.
 */
export const OFFLINE_SCOPE = 'search';
