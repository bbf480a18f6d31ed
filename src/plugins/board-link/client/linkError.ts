// A failure of the link as one German message from the catalogue, so every way out of a transfer
// ends in exactly one text for the reader.
import type { Message, MessageValues } from '../../playground/client/messages.ts';
import { LINK_MESSAGES } from './messages.ts';

/** One part of what the board holds, as a catalogue message with its values. */
export interface BoardPart {
  message: Message;
  values?: MessageValues;
}

export type LinkErrorCode =
  | 'timeout'
  | 'notMicroPython'
  | 'oldMicroPython'
  | 'notMicrobit'
  | 'boardV1'
  | 'garbage'
  | 'tooBig'
  | 'fsFull'
  | 'verifyFailed'
  | 'disconnected'
  | 'connectionTrouble'
  | 'firmwareMissing'
  | 'noDeviceChosen'
  | 'deviceInUse'
  | 'firmwareUpdate'
  | 'busy';

export class LinkError extends Error {
  constructor(
    readonly code: LinkErrorCode & keyof typeof LINK_MESSAGES,
    readonly values: MessageValues = {},
    /** What the board holds after a failure while files were being written. */
    readonly boardNow: readonly BoardPart[] | null = null,
  ) {
    super(code);
    this.name = 'LinkError';
  }
}
