import { onTestFinished, vi } from 'vitest';

/** A file the page saved: its name, its type and its content (read as soon as it is saved). */
export interface Download {
  name: string;
  type: string;
  blob: Blob;
  /** The file's text; '' until the blob has been read (a microtask or two after the save). */
  text: string;
}

/**
 * Catches the files a page saves the usual way (an object URL on a link with `download`,
 * clicked), which jsdom can neither make nor download, for the rest of the test.
 */
export function catchDownloads(): Download[] {
  const downloads: Download[] = [];
  const blobs = new Map<string, Blob>();
  Object.assign(URL, {
    createObjectURL: (blob: Blob) => {
      const url = `blob:walk/${blobs.size}`;
      blobs.set(url, blob);
      return url;
    },
    revokeObjectURL: () => {},
  });
  const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    const blob = blobs.get(this.href)!;
    const download: Download = { name: this.download, type: blob.type, blob, text: '' };
    downloads.push(download);
    void blob.text().then((text) => { download.text = text; });
  });
  onTestFinished(() => {
    click.mockRestore();
    Reflect.deleteProperty(URL, 'createObjectURL');
    Reflect.deleteProperty(URL, 'revokeObjectURL');
  });
  return downloads;
}
