import type {HighlightResultOption, MatchLevel, SnippetResultOption} from 'algoliasearch/lite';
import {wordSpans, type WordSpan} from '../hebrew/hebrew';

/**
 * Algolia's _highlightResult and _snippetResult for one attribute value: matched words wrapped in
 * the requested tags, the rest HTML-escaped (DocSearch and the search page render these as HTML).
 */
export type HighlightTags = {pre: string; post: string};

/** Which query words (by index) a word of the text matches; empty when it matches none. */
export type WordMatcher = (span: WordSpan) => readonly number[];

const htmlEscapes: Record<string, string> = {'&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#039;'};

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => htmlEscapes[character]!);
}

type MarkedText = {spans: WordSpan[]; matches: (readonly number[])[]; matchedWords: Set<number>};

function markWords(value: string, matcher: WordMatcher): MarkedText {
  const spans = wordSpans(value);
  const matches = spans.map(matcher);
  const matchedWords = new Set(matches.flat());
  return {spans, matches, matchedWords};
}

function matchLevel(matchedWords: Set<number>, queryWordCount: number): MatchLevel {
  if (matchedWords.size === 0) {
    return 'none';
  }
  return matchedWords.size >= queryWordCount ? 'full' : 'partial';
}

/** The text from one offset to another, escaped, with the matched words of [first, last) wrapped in tags. */
function render(value: string, marked: MarkedText, first: number, last: number, tags: HighlightTags): string {
  if (first >= last) {
    return escapeHtml(value);
  }
  let html = '';
  let position = marked.spans[first]!.start;
  for (let i = first; i < last; i += 1) {
    const span = marked.spans[i]!;
    html += escapeHtml(value.slice(position, span.start));
    const word = escapeHtml(span.text);
    html += marked.matches[i]!.length > 0 ? `${tags.pre}${word}${tags.post}` : word;
    position = span.end;
  }
  return html;
}

export function highlightValue(value: string, matcher: WordMatcher, queryWords: readonly string[], tags: HighlightTags): HighlightResultOption {
  const marked = markWords(value, matcher);
  const spanCount = marked.spans.length;
  const before = spanCount > 0 ? escapeHtml(value.slice(0, marked.spans[0]!.start)) : '';
  const after = spanCount > 0 ? escapeHtml(value.slice(marked.spans[spanCount - 1]!.end)) : '';
  const body = spanCount > 0 ? render(value, marked, 0, spanCount, tags) : escapeHtml(value);
  const matchedWords = [...marked.matchedWords].sort((a, b) => a - b).map((i) => queryWords[i]!);
  const fullyHighlighted = spanCount > 0 && marked.matches.every((match) => match.length > 0);
  return {
    value: before + body + after,
    matchLevel: matchLevel(marked.matchedWords, queryWords.length),
    matchedWords,
    ...(marked.matchedWords.size > 0 && {fullyHighlighted}),
  };
}

/** Words of context kept before the first match of a snippet. */
const contextBefore = 2;

/** Picks the window of `size` words holding the most matched words, with a little context before the first. */
function snippetWindow(marked: MarkedText, size: number): [number, number] {
  const count = marked.spans.length;
  if (count <= size) {
    return [0, count];
  }
  const matched = marked.matches.map((match) => (match.length > 0 ? 1 : 0));
  let best = 0;
  let bestStart = 0;
  let bestDistance = Infinity;
  for (let start = 0; start + size <= count; start += 1) {
    let inWindow = 0;
    let firstMatch = -1;
    for (let i = start; i < start + size; i += 1) {
      inWindow += matched[i]!;
      if (firstMatch < 0 && matched[i]) {
        firstMatch = i;
      }
    }
    const distance = firstMatch < 0 ? start : Math.abs(firstMatch - start - contextBefore);
    if (inWindow > best || (inWindow === best && distance < bestDistance)) {
      best = inWindow;
      bestStart = start;
      bestDistance = distance;
    }
  }
  return [bestStart, bestStart + size];
}

export function snippetValue(value: string, matcher: WordMatcher, queryWordCount: number, words: number, tags: HighlightTags, ellipsis: string): SnippetResultOption {
  const marked = markWords(value, matcher);
  const [first, last] = snippetWindow(marked, Math.max(1, words));
  const level = matchLevel(marked.matchedWords, queryWordCount);
  if (marked.spans.length === 0) {
    return {value: escapeHtml(value), matchLevel: level};
  }
  const cutBefore = first > 0;
  const cutAfter = last < marked.spans.length;
  const before = cutBefore ? ellipsis : escapeHtml(value.slice(0, marked.spans[0]!.start));
  const after = cutAfter ? ellipsis : escapeHtml(value.slice(marked.spans[last - 1]!.end));
  return {value: before + render(value, marked, first, last, tags) + after, matchLevel: level};
}
