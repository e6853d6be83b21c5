// Types of functionsWorkerPreload.mjs, a plain module so that Node can preload it without a loader.

/** The modules under firebase-tools/lib that a function worker loads only when it first reads from them. */
export const DEFERRED_MODULES: readonly string[];

/** Makes the deferred modules load on first use, in this process (the preload does it in a worker). */
export function deferDeployModules(): void;
