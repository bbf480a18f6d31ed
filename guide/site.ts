/** Where the site is served below its host; the config, the tools and the tests all use it. */
export const BASE_URL = '/maqueen-plus-v2-mpy/';
