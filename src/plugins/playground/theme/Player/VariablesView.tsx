import { useId, type ReactNode } from 'react';

import type { ProgramVariable } from '../../../../../simulator/runtime/session.ts';
import type { Translate } from '../../client/messages.ts';
import { UI_MESSAGES as UI } from '../../client/uiMessages.ts';
import styles from './styles.module.css';

interface Props {
  /** The line about to run. */
  line: number;
  /** The current function's locals and the names the program itself gives values to. */
  variables: readonly ProgramVariable[];
  t: Translate;
}

/** While paused: main.py's variables as Python shows them, the function's first. */
export default function VariablesView({ line, variables, t }: Props): ReactNode {
  const headingId = useId();
  const groups = [
    { label: t(UI.variablesLocal), list: variables.filter((v) => v.scope === 'local') },
    { label: t(UI.variablesGlobal), list: variables.filter((v) => v.scope === 'global') },
  ].filter(({ list }) => list.length > 0);
  return (
    <section className={styles.variables} aria-labelledby={headingId} data-variables="">
      <h3 id={headingId} className={styles.heading}>
        {t(UI.variables, { line })}
      </h3>
      {groups.length === 0 && <p className={styles.muted}>{t(UI.variablesNone)}</p>}
      {groups.map(({ label, list }) => (
        <div key={label}>
          {groups.length > 1 && <p className={styles.variablesGroup}>{label}</p>}
          <dl className={styles.valueList} aria-label={label}>
            {list.map(({ name, value }) => (
              <div key={name} className={styles.valueRow}>
                <dt>
                  <code>{name}</code>
                </dt>
                <dd>
                  <code>{value}</code>
                </dd>
              </div>
            ))}
          </dl>
        </div>
      ))}
    </section>
  );
}
