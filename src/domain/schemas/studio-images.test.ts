/** The upload dialog's file picker (issue 18): every format the server takes is offered. */
import { describe, expect, it } from 'vitest';
import { IMAGE_ACCEPT } from './studio-images';

describe('IMAGE_ACCEPT', () => {
  it('offers JPEG, PNG, WebP, AVIF and HEIC, by type and, for HEIC, by extension', () => {
    const accepted = IMAGE_ACCEPT.split(',');
    for (const type of ['image/jpeg', 'image/png', 'image/webp', 'image/avif', 'image/heic', 'image/heif']) {
      expect(accepted).toContain(type);
    }
    // Browsers outside Apple's systems give a .heic file no type: the extension lets the picker show it.
    expect(accepted).toEqual(expect.arrayContaining(['.heic', '.heif']));
  });
});
