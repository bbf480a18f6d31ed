// Worker threads do not inherit tsx's loader: register it, then start the TypeScript worker.
import { register } from 'tsx/esm/api';

register();
await import('./wasmBoard.worker.ts');
