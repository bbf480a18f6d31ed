// The words of sharing a program by link and QR code (theme/Player/SharePanel).
import { defineMessages } from './messages.ts';

export const SHARE_MESSAGES = defineMessages('site.playground.share', (m) => ({
  share: m('share', 'Teilen', 'Tool button: shows a link and a QR code of the program'),
  title: m('title', 'Dieses Programm teilen', 'Heading of the share panel'),
  intro: m(
    'intro',
    'Wer den Link öffnet, sieht diese Seite mit deinem Programm in diesem Kasten. Das ganze Programm steckt im Link; es wird nirgendwohin geschickt.',
    'Under the share panel’s heading',
  ),
  making: m('making', 'Der Link wird erstellt …', 'While the program is packed into the link'),
  link: m('link', 'Link zum Programm', 'Label of the field with the link'),
  copy: m('copy', 'Link kopieren', 'Button: copies the link'),
  copied: m('copied', 'Link kopiert', 'The link is on the clipboard'),
  qr: m('qr', 'QR-Code des Links: mit der Handykamera scannen', 'Accessible name of the QR code'),
  size: m('size', 'Der Link hat {chars} Zeichen.', 'Under the link: its length'),
  noQr: m(
    'noQr',
    'Für einen QR-Code ist das Programm zu lang (Link mit {chars} Zeichen, ein QR-Code fasst hier höchstens {max}). Der Link funktioniert trotzdem.',
    'Instead of the QR code when the link is too long for one a phone reads from a projector',
  ),
  tooLong: m(
    'tooLong',
    'Das Programm ist zu lang für einen Link ({chars} Zeichen, höchstens {max}). Gib es als Datei weiter: „main.py herunterladen“.',
    'Instead of the link when the program is too long',
  ),
  failed: m(
    'failed',
    'Dieser Browser kann keinen Link erstellen. Gib das Programm als Datei weiter: „main.py herunterladen“.',
    'The browser lacks what packing needs (CompressionStream)',
  ),
  close: m('close', 'Teilen schließen', 'Button: closes the share panel'),
  loaded: m(
    'loaded',
    'Dieses Programm kam über einen geteilten Link.',
    'Above the editor after a shared program was put in it',
  ),
  offer: m(
    'offer',
    'Über einen Link kam ein anderes Programm für diesen Kasten. Dein gespeicherter Code bleibt, bis du wählst.',
    'Above the editor when a shared program differs from the reader’s saved code',
  ),
  take: m(
    'take',
    'Geteiltes Programm laden',
    'Button: replaces the saved code with the shared one',
  ),
  keep: m('keep', 'Meinen Code behalten', 'Button: drops the shared program'),
  damaged: m(
    'damaged',
    'Der geteilte Link ist beschädigt: Das Programm darin ließ sich nicht lesen. Lass dir den Link noch einmal schicken. Dein gespeicherter Code ist unverändert.',
    'The program in a shared link could not be unpacked',
  ),
}));
