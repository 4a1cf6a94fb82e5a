import { afterAll, beforeAll } from 'vitest';

/**
 * jsdom's Blob has no arrayBuffer(); the browser's has (the import's xlsx reader uses it). Given for one
 * test file only, and taken away after it: the window outlives the file (tests/fresh-file.ts), and left
 * in place it held up the CRUD toolkit's export in a later file of the same worker.
 */
export function giveBlobsArrayBuffer(): void {
  let given = false;
  beforeAll(() => {
    if (typeof Blob.prototype.arrayBuffer === 'function') return;
    given = true;
    Object.defineProperty(Blob.prototype, 'arrayBuffer', {
      configurable: true,
      value(this: Blob) {
        return new Promise<ArrayBuffer>((resolve) => {
          const reader = new FileReader();
          reader.onload = () => resolve(reader.result as ArrayBuffer);
          reader.readAsArrayBuffer(this);
        });
      },
    });
  });
  afterAll(() => {
    if (given) Reflect.deleteProperty(Blob.prototype, 'arrayBuffer');
  });
}
