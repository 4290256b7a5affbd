/**
 * GitHub Actions' workflow commands for annotations: a line `::error file=…,line=…,title=…::message`
 * on a step's output shows the message on that line of the pull request's diff. GitHub reads the
 * message and the properties escaped (its toolkit's escapeData and escapeProperty): `%`, CR and LF in
 * both, and also `:` and `,` in a property, where they would end it.
 * https://docs.github.com/actions/using-workflows/workflow-commands-for-github-actions#setting-an-error-message
 */

export type Annotation = {
  level?: 'error' | 'warning' | 'notice';
  /** Relative to the repository's root, as the diff names it. */
  file?: string;
  line?: number;
  title?: string;
  message: string;
};

export function escapeData(text: string): string {
  return text.replace(/%/g, '%25').replace(/\r/g, '%0D').replace(/\n/g, '%0A');
}

export function escapeProperty(text: string): string {
  return escapeData(text).replace(/:/g, '%3A').replace(/,/g, '%2C');
}

/** One annotation as the line GitHub reads. */
export function annotationLine({level = 'error', file, line, title, message}: Annotation): string {
  const properties = [
    file === undefined ? undefined : `file=${escapeProperty(file)}`,
    file === undefined || line === undefined ? undefined : `line=${line}`,
    title === undefined ? undefined : `title=${escapeProperty(title)}`,
  ].filter((property) => property !== undefined);
  return `::${level}${properties.length > 0 ? ` ${properties.join(',')}` : ''}::${escapeData(message)}`;
}

/** Undoes annotationLine (for tests, and for reading a run's log back). */
export function parseAnnotationLine(text: string): Annotation | undefined {
  const m = /^::(error|warning|notice)(?: ([^:]*))?::(.*)$/s.exec(text);
  if (!m) return undefined;
  const escaped: Record<string, string> = {'%25': '%', '%0D': '\r', '%0A': '\n', '%3A': ':', '%2C': ','};
  const unescape = (value: string) => value.replace(/%(?:25|0D|0A|3A|2C)/g, (sequence) => escaped[sequence]);
  const properties = Object.fromEntries(
    (m[2] ?? '')
      .split(',')
      .filter(Boolean)
      .map((pair) => {
        const at = pair.indexOf('=');
        return [pair.slice(0, at), unescape(pair.slice(at + 1))];
      }),
  );
  return {
    level: m[1] as Annotation['level'],
    file: properties.file,
    line: properties.line === undefined ? undefined : Number(properties.line),
    title: properties.title,
    message: unescape(m[3]),
  };
}
