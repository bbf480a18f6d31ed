// A catalogue message whose placeholders are markup (keys as <kbd>, say): Docusaurus' <Translate>
// with the message's id and its German text, which it falls back to in the browser bundle.
import Translate from '@docusaurus/Translate';
import type { ReactNode } from 'react';

import type { Message } from '../client/messages.ts';

export default function MessageText({
  message,
  values,
}: {
  message: Message;
  values: Readonly<Record<string, ReactNode>>;
}): ReactNode {
  return (
    <Translate id={message.id} description={message.description} values={values}>
      {message.message}
    </Translate>
  );
}
