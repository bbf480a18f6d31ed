/**
 * The "Version: 2.0.2" badge at the top of every doc page, and a switch to another version in
 * one tap: a native menu lies over the badge, so a phone shows its own picker (the navbar's
 * version menu is four taps deep there). It goes to the same page in the chosen version, or to
 * that version's start page, and remembers the choice, as the navbar's menu does.
 */
import { translate } from '@docusaurus/Translate';
import { useHistory, useLocation } from '@docusaurus/router';
import {
  useActiveDocContext,
  useDocsPreferredVersion,
  useDocsVersion,
  useVersions,
  type GlobalVersion,
} from '@docusaurus/plugin-content-docs/client';
import OriginalBadge from '@theme-original/DocVersionBadge';
import type BadgeType from '@theme/DocVersionBadge';
import type { WrapperProps } from '@docusaurus/types';
import type { ReactNode } from 'react';

import styles from './styles.module.css';

export default function DocVersionBadge(props: WrapperProps<typeof BadgeType>): ReactNode {
  const current = useDocsVersion();
  const versions = useVersions(undefined);
  const activeDoc = useActiveDocContext(undefined);
  const { savePreferredVersionName } = useDocsPreferredVersion(undefined);
  const history = useHistory();
  const { search, hash } = useLocation();
  if (!current.badge || versions.length < 2) return <OriginalBadge {...props} />;

  const targetPath = (version: GlobalVersion) =>
    (
      activeDoc.alternateDocVersions[version.name] ??
      version.docs.find((doc) => doc.id === version.mainDocId)!
    ).path;
  const choose = (name: string) => {
    const version = versions.find((candidate) => candidate.name === name);
    if (!version || name === current.version) return;
    savePreferredVersionName(name);
    history.push(`${targetPath(version)}${search}${hash}`);
  };
  return (
    <span className={styles.switch}>
      <OriginalBadge {...props} />
      <select
        className={styles.menu}
        aria-label={translate({
          id: 'site.docs.versionSwitch',
          message: 'Version der Anleitung wechseln',
          description: 'Label of the menu over the version badge of a doc page',
        })}
        value={current.version}
        onChange={(event) => choose(event.target.value)}
      >
        {versions.map((version) => (
          <option key={version.name} value={version.name}>
            {version.label}
          </option>
        ))}
      </select>
    </span>
  );
}
