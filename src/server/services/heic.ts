/**
 * HEIC (HEVC-coded HEIF, an iPhone's photos) for image-processing.ts (issue 18, decision 019). sharp's
 * prebuilt libvips cannot decode HEVC, so HEIC is decoded by libheif-js: libheif and libde265 built to
 * WebAssembly (LGPL-3.0), a registry package with no install script and nothing downloaded.
 *  - heifPrimarySize(): the displayed size of the file's primary image, read from the container's
 *    boxes in plain TypeScript (no WebAssembly on the server's thread), for the 60-megapixel check;
 *  - decodeHeic(): the pixels, in the image worker only: a fresh WebAssembly instance per file (its
 *    memory, up to several hundred MB for a large photo, is released with it), the size checked again
 *    by libheif before any pixel is decoded, then the primary image decoded to 8-bit RGB with the
 *    container's rotation and mirroring (irot, imir) applied by libheif. Only pixels come out: EXIF,
 *    GPS and XMP stay behind in the container.
 */

/** An ISO-BMFF box: its type, where its content starts and where it ends. */
interface Box {
  type: string;
  body: number;
  end: number;
}

function* boxes(view: DataView, start: number, end: number): Generator<Box> {
  let at = start;
  while (at + 8 <= end) {
    let size = view.getUint32(at);
    const type = String.fromCharCode(
      view.getUint8(at + 4),
      view.getUint8(at + 5),
      view.getUint8(at + 6),
      view.getUint8(at + 7),
    );
    let header = 8;
    if (size === 1) {
      if (at + 16 > end) return;
      size = Number(view.getBigUint64(at + 8));
      header = 16;
    } else if (size === 0) {
      size = end - at;
    }
    // A box that claims more than there is (a cut-off file) ends the reading.
    if (size < header || at + size > end) return;
    yield { type, body: at + header, end: at + size };
    at += size;
  }
}

/**
 * The primary image's size as displayed (its 'ispe', turned a quarter by an odd 'irot'), from the
 * 'meta' box alone; null when the container is incomplete or holds no such image. A 'clap' crop only
 * makes the picture smaller, so this is an upper bound, which is what a limit needs.
 */
export function heifPrimarySize(bytes: Uint8Array): { width: number; height: number } | null {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  try {
    const meta = [...boxes(view, 0, view.byteLength)].find((box) => box.type === 'meta');
    if (!meta) return null;
    // 'meta' is a full box: version and flags first.
    const inMeta = [...boxes(view, meta.body + 4, meta.end)];
    const pitm = inMeta.find((box) => box.type === 'pitm');
    const iprp = inMeta.find((box) => box.type === 'iprp');
    if (!pitm || !iprp) return null;
    const primary =
      view.getUint8(pitm.body) === 0 ? view.getUint16(pitm.body + 4) : view.getUint32(pitm.body + 4);
    const inIprp = [...boxes(view, iprp.body, iprp.end)];
    const ipco = inIprp.find((box) => box.type === 'ipco');
    if (!ipco) return null;
    const properties = [...boxes(view, ipco.body, ipco.end)];
    const associated: number[] = [];
    for (const ipma of inIprp.filter((box) => box.type === 'ipma')) {
      const version = view.getUint8(ipma.body);
      const wideIndex = (view.getUint8(ipma.body + 3) & 1) === 1;
      let at = ipma.body + 4;
      const entries = view.getUint32(at);
      at += 4;
      for (let i = 0; i < entries && at < ipma.end; i++) {
        const item = version < 1 ? view.getUint16(at) : view.getUint32(at);
        at += version < 1 ? 2 : 4;
        const count = view.getUint8(at);
        at += 1;
        for (let j = 0; j < count; j++) {
          const index = wideIndex ? view.getUint16(at) & 0x7fff : view.getUint8(at) & 0x7f;
          at += wideIndex ? 2 : 1;
          if (item === primary) associated.push(index);
        }
      }
    }
    let size: { width: number; height: number } | null = null;
    let quarterTurned = false;
    for (const index of associated) {
      const property = properties[index - 1];
      if (property?.type === 'ispe') {
        // A full box: version and flags, then width and height.
        size = { width: view.getUint32(property.body + 4), height: view.getUint32(property.body + 8) };
      } else if (property?.type === 'irot') {
        quarterTurned = (view.getUint8(property.body) & 1) === 1;
      }
    }
    if (!size || size.width === 0 || size.height === 0) return null;
    return quarterTurned ? { width: size.height, height: size.width } : size;
  } catch {
    // A read past the end of the bytes (RangeError): a cut-off or malformed container.
    return null;
  }
}

/** Why a HEIC file was refused in the worker; the message is the API's error code. */
export class HeicRefusal extends Error {
  constructor(readonly code: 'image_too_many_pixels' | 'image_unreadable') {
    super(code);
    this.name = 'HeicRefusal';
  }
}

export interface DecodedHeic {
  width: number;
  height: number;
  /** 8-bit RGB, row after row, no padding (an alpha channel is dropped: the pipeline drops it anyway). */
  data: Buffer;
}

function isError(value: object): value is { code: unknown; message: string } {
  return 'code' in value && 'message' in value;
}

/**
 * Decodes a HEIC file's primary image (in a worker: decoding a 24-megapixel photo holds its thread
 * for 1.5 to 3 s on this machine, HEVC in WebAssembly on one thread). Throws HeicRefusal('image_too_many_pixels') before decoding when the
 * image is larger than `maxPixels`, and HeicRefusal('image_unreadable') when libheif cannot read it.
 */
export async function decodeHeic(bytes: Uint8Array, maxPixels: number): Promise<DecodedHeic> {
  const { default: createLibHeif } = await import('libheif-js/libheif-wasm/libheif-bundle.js');
  // Its own instance each time: libheif's messages go nowhere, and its memory goes with it.
  const quiet = () => {};
  const libheif = createLibHeif({ print: quiet, printErr: quiet });
  const context = libheif.heif_context_alloc();
  if (!context) throw new HeicRefusal('image_unreadable');
  try {
    const read = libheif.heif_context_read_from_memory(context, bytes);
    if (read.code !== libheif.heif_error_code.heif_error_Ok) throw new HeicRefusal('image_unreadable');
    const handle = libheif.heif_js_context_get_primary_image_handle(context);
    if (!handle || isError(handle)) throw new HeicRefusal('image_unreadable');
    try {
      const width = libheif.heif_image_handle_get_width(handle);
      const height = libheif.heif_image_handle_get_height(handle);
      if (!width || !height) throw new HeicRefusal('image_unreadable');
      if (width * height > maxPixels) throw new HeicRefusal('image_too_many_pixels');
      const decoded = libheif.heif_js_decode_image2(
        handle,
        libheif.heif_colorspace.heif_colorspace_RGB,
        libheif.heif_chroma.heif_chroma_interleaved_RGB,
      );
      if (!decoded || isError(decoded)) throw new HeicRefusal('image_unreadable');
      try {
        const plane = decoded.channels.find((c) => c.id === libheif.heif_channel.heif_channel_interleaved);
        if (!plane || plane.width !== width || plane.height !== height)
          throw new HeicRefusal('image_unreadable');
        // The plane is a view of the module's memory: copied out before the image is released.
        const row = width * 3;
        const data = Buffer.allocUnsafe(row * height);
        for (let y = 0; y < height; y++)
          data.set(plane.data.subarray(y * plane.stride, y * plane.stride + row), y * row);
        return { width, height, data };
      } finally {
        libheif.heif_image_release(decoded.image);
      }
    } finally {
      libheif.heif_image_handle_release(handle);
    }
  } catch (error) {
    // WebAssembly traps (a RuntimeError from a malformed stream) are unreadable files too.
    if (error instanceof HeicRefusal) throw error;
    throw new HeicRefusal('image_unreadable');
  } finally {
    libheif.heif_context_free(context);
  }
}
