/**
 * The plugin's options: the site values it needs, passed from docusaurus.config.ts (the plugin
 * never imports the config that loads it) and checked when Docusaurus loads the plugin.
 */
import type { OptionValidationContext } from '@docusaurus/types';
import { Joi } from '@docusaurus/utils-validation';

export type LocalSearchOptions = {
  /** true: the offline index (local mode); false: hosted Algolia DocSearch (Algolia mode). */
  enabled: boolean;
  /** Source repository: the modal's "Sag uns Bescheid." link opens a new issue there. */
  repoUrl: string;
};

/** What Docusaurus hands the plugin: the options plus the plugin id it adds. */
type ValidatedOptions = LocalSearchOptions & { id?: string };

const OPTIONS_SCHEMA = Joi.object<ValidatedOptions>({
  enabled: Joi.boolean().required(),
  repoUrl: Joi.string()
    .uri({ scheme: ['http', 'https'] })
    .required(),
});

export function validateOptions({
  validate,
  options,
}: OptionValidationContext<Partial<LocalSearchOptions>, ValidatedOptions>): ValidatedOptions {
  return validate(OPTIONS_SCHEMA, options);
}
