// Press and hold, as a board's button is held: pointer (mouse, touch, pen) and keyboard (Space,
// Enter) keep it down for as long as they are held. The stage's Knopf A/B and the remote's
// buttons use the same handlers.
import type { KeyboardEvent, PointerEvent } from 'react';

const isActivationKey = (key: string) => key === ' ' || key === 'Enter';

export function holdHandlers(onPress: (down: boolean) => void) {
  return {
    onPointerDown: (e: PointerEvent<HTMLElement>) => {
      e.currentTarget.setPointerCapture(e.pointerId);
      onPress(true);
    },
    onPointerUp: () => onPress(false),
    onPointerCancel: () => onPress(false),
    onKeyDown: (e: KeyboardEvent<HTMLElement>) => {
      if (!isActivationKey(e.key)) return;
      e.preventDefault();
      if (!e.repeat) onPress(true);
    },
    onKeyUp: (e: KeyboardEvent<HTMLElement>) => {
      if (isActivationKey(e.key)) onPress(false);
    },
  };
}
