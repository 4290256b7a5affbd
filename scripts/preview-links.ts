/**
 * The pull request's preview, page by page: a Markdown list with a link to each page the change
 * adds or edits (its title and its address in the preview), appended to the job summary
 * (GITHUB_STEP_SUMMARY; printed when there is none). PREVIEW_URL is the deployed preview's root;
 * without it the links are to the downloaded preview served on this computer
 * (`npx docusaurus serve --dir <folder>`, port 3000). The changed pages: scripts/lib/changed-files.ts
 * (WRITER_BASE). Used by .github/workflows/pull-request.yml.
 *
 *   WRITER_BASE=origin/main PREVIEW_URL=https://pr-12--guide.netlify.app npx tsx scripts/preview-links.ts
 */
import {appendFileSync, existsSync, readFileSync} from 'node:fs';
import path from 'node:path';
import sidebars from '../sidebars';
import {markdownDoc, sidebarEntries} from '../src/plugins/search-records/lib/markdownPages';
import {changedFiles} from './lib/changed-files';
import {repoRoot} from './lib/files';

async function main(): Promise<void> {
  const root = (process.env.PREVIEW_URL?.trim() || 'http://localhost:3000').replace(/\/$/, '');
  const deployed = Boolean(process.env.PREVIEW_URL?.trim());
  const changed = [...(changedFiles()?.files ?? [])].filter((file) => /^docs\/.+\.mdx?$/.test(file) && existsSync(path.join(repoRoot, file))).sort();
  const entries = sidebarEntries(sidebars);
  const lines = ['## התצוגה המקדימה של העמודים שהשתנו', ''];
  if (changed.length === 0) lines.push('אף עמוד ב-docs/ לא השתנה.');
  for (const file of changed) {
    const doc = await markdownDoc({relativePath: file.slice('docs/'.length), content: readFileSync(path.join(repoRoot, file), 'utf8')}, entries);
    lines.push(`- [${doc.title.replace(/[[\]]/g, '')}](${root}${encodeURI(decodeURI(doc.permalink))}) (\`${file}\`)`);
  }
  if (!deployed && changed.length > 0) {
    lines.push(
      '',
      'הקישורים פותחים את התצוגה המקדימה במחשב שלכם: הורידו את `site-preview-<מספר>` מ-Artifacts שבדף הזה, פתחו את הקובץ, והריצו `npx docusaurus serve --dir <התיקייה>` מהתיקייה של המדריך.',
    );
  }
  const text = `${lines.join('\n')}\n`;
  if (process.env.GITHUB_STEP_SUMMARY) appendFileSync(process.env.GITHUB_STEP_SUMMARY, text);
  else process.stdout.write(text);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
