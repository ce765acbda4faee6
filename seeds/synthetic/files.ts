/** Streaming writers: products and feed rows reach disk through small buffers, so memory stays bounded. */
import fs from 'node:fs';
import path from 'node:path';
import type { SyntheticProduct } from './products.js';

export const MAX_PRODUCTS_PER_FILE = 50_000;

/** Appends text to a file through a buffer; memory stays bounded however much is written. */
export class BufferedFile {
  private fd: number;
  private parts: string[] = [];
  private size = 0;
  constructor(file: string) {
    this.fd = fs.openSync(file, 'w');
  }
  write(text: string): void {
    this.parts.push(text);
    this.size += text.length;
    if (this.size >= 1 << 20) this.flush();
  }
  flush(): void {
    if (this.parts.length === 0) return;
    fs.writeSync(this.fd, this.parts.join(''));
    this.parts = [];
    this.size = 0;
  }
  close(): void {
    this.flush();
    fs.closeSync(this.fd);
  }
}

/** Writes one category's products as JSON arrays of at most MAX_PRODUCTS_PER_FILE entries. */
export class ProductFiles {
  private file: BufferedFile | null = null;
  private inFile = 0;
  private chunk = 0;
  constructor(
    private readonly dir: string,
    private readonly slug: string,
  ) {}
  add(product: SyntheticProduct): void {
    if (!this.file || this.inFile >= MAX_PRODUCTS_PER_FILE) {
      this.end();
      this.chunk++;
      this.file = new BufferedFile(path.join(this.dir, `${this.slug}-${String(this.chunk).padStart(4, '0')}.json`));
      this.file.write('[\n');
      this.inFile = 0;
    }
    this.file.write(`${this.inFile === 0 ? '' : ',\n'}${JSON.stringify(product)}`);
    this.inFile++;
  }
  end(): void {
    if (!this.file) return;
    this.file.write('\n]\n');
    this.file.close();
    this.file = null;
  }
}
