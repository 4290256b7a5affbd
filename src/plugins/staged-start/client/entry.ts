import {loadCoreApp, loadCoreClientEntry, loadCorePreload} from '@site/src/internals/client';

/**
 * The client's entry (index.ts). The core's own (`@docusaurus/core/lib/client/clientEntry`)
 * evaluates every module of main.js and starts loading the page's code in one task; here the same
 * modules are evaluated a part at a time, in the order the core's entry imports them, with a task
 * boundary between parts (a message to ourselves: no timer clamping, no wait for an idle moment), so
 * that the browser can paint and answer input in between. The core's entry comes last and runs as it
 * always did: it finds its modules evaluated and the page's code on its way.
 */
function nextTask(): Promise<void> {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => resolve();
    channel.port2.postMessage(undefined);
  });
}

/** What the core's entry evaluates, in the order it does, a part at a time. */
const parts = [
  () => import(/* webpackMode: "eager" */ 'react'),
  () => import(/* webpackMode: "eager" */ 'react-dom'),
  () => import(/* webpackMode: "eager" */ 'react-dom/client'),
  () => import(/* webpackMode: "eager" */ '@docusaurus/router'),
  () => import(/* webpackMode: "eager" */ '@generated/client-modules'),
  () => import(/* webpackMode: "eager" */ '@generated/routes'),
  loadCoreApp,
];

async function start(): Promise<void> {
  for (const part of parts) {
    await part();
    await nextTask();
  }
  // The page's code, as the core's entry asks for it; asked again there, it is the same request.
  const {default: preload} = await loadCorePreload();
  try {
    preload(window.location.pathname).catch(() => undefined);
  } catch {
    // An address the core cannot decode: its entry meets it too, and handles it as it always has.
  }
  await nextTask();
  await loadCoreClientEntry();
}

void start();
