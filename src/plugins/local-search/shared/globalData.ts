/** What the plugin hands its theme components through Docusaurus' global data. */
export const PLUGIN_NAME = 'local-search';

export type LocalSearchGlobalData = {
  /** Source repository: the modal's "Sag uns Bescheid." link opens a new issue there. */
  repoUrl: string;
};
