// A render worker that speaks the pool's protocol (src/pipeline/render/render-worker.ts) without
// rendering: each route's result names the batch and thread it went out in. Routes named `boom`
// fail their batch with a positioned error; `crash` throws in a timer, as site code may.
import { parentPort, threadId, workerData } from 'node:worker_threads';

let init = workerData;
const used = new Map();
parentPort.on('message', async (message) => {
  if (message.type === 'init') {
    init = message.init;
    return;
  }
  if (message.type === 'finish') {
    parentPort.postMessage({ type: 'finished', used, unknownLanguages: init.languages });
    return;
  }
  for (const route of message.routes) {
    if (route.route === 'boom') {
      parentPort.postMessage({
        type: 'failed',
        batch: message.batch,
        error: {
          message: 'Broken page',
          file: 'docs/boom.md',
          line: 3,
          column: 2,
          hint: 'Fix it',
          exitCode: 1,
          causes: ['inner cause'],
        },
      });
      return;
    }
    if (route.route === 'crash') {
      setTimeout(() => {
        throw new Error('timer threw');
      });
      return;
    }
    if (message.quick)
      parentPort.postMessage({ type: 'page', batch: message.batch, path: `/${route.route}`, json: '{}', blocks: [1] });
    used.set(`${threadId}:${route.route}`, 'html');
  }
  await new Promise((resolve) => setTimeout(resolve, init.context.delay ?? 2));
  parentPort.postMessage({
    type: 'rendered',
    batch: message.batch,
    results: message.routes.map((route) => ({
      manifest: { path: `/${route.route}` },
      batch: message.batch,
      thread: threadId,
    })),
  });
});
