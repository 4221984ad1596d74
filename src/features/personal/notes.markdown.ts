import { PERSONAL_PATHS } from '~/shared/spec';
import type { NoteClass } from './notes.service';

/** A note's time as [mm:ss] in the export: 65 → '01:05', 4510 → '75:10'. */
export function noteClock(seconds: number): string {
  const whole = Math.max(0, Math.floor(seconds));
  return `${String(Math.floor(whole / 60)).padStart(2, '0')}:${String(whole % 60).padStart(2, '0')}`;
}

/** Heading text on one line, without characters that would end or restyle the heading. */
function headingText(text: string): string {
  return text
    .replace(/\s+/g, ' ')
    .replace(/[\\`*_[\]<>#]/g, '\\$&')
    .trim();
}

/**
 * The profile's notes as one Markdown document: a heading per class and per lesson, then
 * each note as a list item starting with its time, a link that opens the lesson there
 * (?t=seconds). The note's own text is the member's and stays as written; its later
 * lines are indented so they stay in the item.
 */
export function notesMarkdown(classes: NoteClass[], options: { origin: string; title: string }): string {
  const lines = [`# ${headingText(options.title)}`, ''];
  if (classes.length === 0) lines.push('No notes yet.', '');
  for (const course of classes) {
    lines.push(`## ${headingText(course.title)}`, '');
    for (const lesson of course.lessons) {
      lines.push(`### ${lesson.number}. ${headingText(lesson.title)}`, '');
      for (const note of lesson.notes) {
        const url = `${options.origin}${PERSONAL_PATHS.atTime(lesson.path, note.timestamp_seconds)}`;
        const [first = '', ...rest] = note.text.split(/\r?\n/);
        lines.push(`- [${noteClock(note.timestamp_seconds)}](${url}) ${first}`);
        for (const line of rest) lines.push(line ? `  ${line}` : '');
      }
      lines.push('');
    }
  }
  return `${lines.join('\n').trimEnd()}\n`;
}
