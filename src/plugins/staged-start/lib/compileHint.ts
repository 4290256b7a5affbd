/**
 * V8's explicit compile hint, the file's first line: every function of the file is compiled as the
 * file streams in, on a background thread, instead of on the main thread the first time each is
 * called. Other engines read it as a comment.
 */
export const compileHint = '//# allFunctionsCalledOnLoad';

/**
 * The bundle it is given to: main.js, nearly all of which runs as a page starts. Not the runtime
 * (small), nor the chunks loaded later, whose code a page may never call (the search modal's).
 */
export const mainScript = /^assets\/js\/main\.[0-9a-f]+\.js$/;
