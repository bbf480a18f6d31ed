// "Am micro:bit": what a reader does to the real board by hand (shake it, hold the robot
// tilted, touch the logo) and what its sensors hear and see around it (temperature, light,
// sound). Set before Start they hold from the start; while a program runs they reach it at once.
// Each board part names its controls (none for most), so a new part cannot be forgotten here.
import { useId, type ReactNode } from 'react';

import { PART_NAMES, type PartName } from '../../../../../simulator/core/parts/index.ts';
import {
  SURROUNDINGS_RANGES,
  type SurroundingsInput,
  type SurroundingsValues,
} from '../../../../../simulator/core/surroundings.ts';
import type { Message, Translate } from '../../client/messages.ts';
import { UI_MESSAGES as UI } from '../../client/uiMessages.ts';
import styles from './styles.module.css';

interface Props {
  values: SurroundingsValues;
  /** The reader changed something: `values` to keep, `input` for a running program. */
  onChange: (values: SurroundingsValues, input: SurroundingsInput) => void;
  t: Translate;
}

type Slider = {
  key: 'pitch' | 'roll' | 'temperature' | 'light' | 'sound';
  label: Message;
  unit: string;
  range: { min: number; max: number };
  step: number;
  input: (value: number, values: SurroundingsValues) => SurroundingsInput;
};

/** A button that does something to the board once, or holds it while pressed (`pressed`). */
type Action = {
  label: (values: SurroundingsValues) => Message;
  pressed?: (values: SurroundingsValues) => boolean;
  press: (values: SurroundingsValues) => [SurroundingsValues, SurroundingsInput];
};

const SHAKE: Action = {
  label: () => UI.shake,
  press: (values) => [values, { kind: 'shake' }],
};

const LOGO: Action = {
  label: (values) => (values.logoTouched ? UI.logoRelease : UI.logoTouch),
  pressed: (values) => values.logoTouched,
  press: (values) => {
    const touched = !values.logoTouched;
    return [
      { ...values, logoTouched: touched },
      { kind: 'logo', touched },
    ];
  },
};

const TILT: readonly Slider[] = [
  {
    key: 'pitch',
    label: UI.pitch,
    unit: '°',
    range: SURROUNDINGS_RANGES.tilt,
    step: 5,
    input: (pitch, { roll }) => ({ kind: 'tilt', pitch, roll }),
  },
  {
    key: 'roll',
    label: UI.roll,
    unit: '°',
    range: SURROUNDINGS_RANGES.tilt,
    step: 5,
    input: (roll, { pitch }) => ({ kind: 'tilt', pitch, roll }),
  },
];

const TEMPERATURE: Slider = {
  key: 'temperature',
  label: UI.temperature,
  unit: ' °C',
  range: SURROUNDINGS_RANGES.temperature,
  step: 1,
  input: (celsius) => ({ kind: 'temperature', celsius }),
};

const LIGHT: Slider = {
  key: 'light',
  label: UI.light,
  unit: '',
  range: SURROUNDINGS_RANGES.light,
  step: 5,
  input: (level) => ({ kind: 'light', level }),
};

const SOUND: Slider = {
  key: 'sound',
  label: UI.soundLevel,
  unit: '',
  range: SURROUNDINGS_RANGES.sound,
  step: 5,
  input: (level) => ({ kind: 'sound', level }),
};

/** Each part's controls, shown in the order of the parts list. */
const PART_CONTROLS: { [Name in PartName]: { actions?: Action[]; sliders?: Slider[] } } = {
  imu: { actions: [SHAKE], sliders: [...TILT] },
  buttons: { actions: [LOGO] }, // A and B are pressed on the stage's micro:bit
  thermometer: { sliders: [TEMPERATURE] },
  display: { sliders: [LIGHT] },
  microphone: { sliders: [SOUND] },
  // What the robot's own parts sense comes from the world on the stage; the rest only act.
  ultrasonic: {},
  body: {},
  lineSensors: {},
  motors: {},
  redLeds: {},
  neopixels: {},
  speaker: {},
  radio: {},
};

const ACTIONS = PART_NAMES.flatMap((name) => PART_CONTROLS[name].actions ?? []);
const SLIDERS = PART_NAMES.flatMap((name) => PART_CONTROLS[name].sliders ?? []);

export default function BoardControls({ values, onChange, t }: Props): ReactNode {
  const id = useId();
  return (
    <details className={styles.board}>
      <summary className={styles.boardSummary}>{t(UI.board)}</summary>
      <p className={styles.muted}>{t(UI.boardNote)}</p>
      <div className={styles.boardButtons}>
        {ACTIONS.map((action, i) => (
          <button
            key={i}
            type="button"
            className="button button--sm button--secondary"
            aria-pressed={action.pressed?.(values)}
            onClick={() => onChange(...action.press(values))}
          >
            {t(action.label(values))}
          </button>
        ))}
      </div>
      <div className={styles.sliders}>
        {SLIDERS.map((slider) => {
          const value = values[slider.key];
          return (
            <label key={slider.key} className={styles.slider} htmlFor={`${id}-${slider.key}`}>
              <span>
                {t(slider.label)}: <output>{`${value}${slider.unit}`}</output>
              </span>
              <input
                id={`${id}-${slider.key}`}
                type="range"
                min={slider.range.min}
                max={slider.range.max}
                step={slider.step}
                value={value}
                onChange={(event) => {
                  const next = Number(event.target.value);
                  onChange({ ...values, [slider.key]: next }, slider.input(next, values));
                }}
              />
            </label>
          );
        })}
      </div>
    </details>
  );
}
