/**
 * The part of libheif-js's Emscripten build (libheif with libde265, as WebAssembly inlined in one
 * CommonJS file) that heic.ts calls. The package ships no types for its entry files; these follow its
 * own libheif-wasm/libheif.d.ts (embind bindings). An error is an object with `code` and `message`.
 */
declare module 'libheif-js/libheif-wasm/libheif-bundle.js' {
  interface HeifError {
    code: unknown;
    message: string;
  }
  interface HeifContext {
    readonly __context: unique symbol;
  }
  interface HeifImageHandle {
    readonly __handle: unique symbol;
  }
  interface HeifDecodedChannel {
    id: unknown;
    width: number;
    height: number;
    stride: number;
    data: Uint8Array;
  }
  interface HeifDecodedImage {
    image: unknown;
    width: number;
    height: number;
    channels: HeifDecodedChannel[];
  }
  interface LibHeif {
    heif_error_code: { heif_error_Ok: unknown };
    heif_colorspace: { heif_colorspace_RGB: unknown };
    heif_chroma: { heif_chroma_interleaved_RGB: unknown };
    heif_channel: { heif_channel_interleaved: unknown };
    heif_get_version(): string;
    heif_context_alloc(): HeifContext | null;
    heif_context_free(context: HeifContext): void;
    /** Copies the bytes into the module's memory and reads the container (no pixels decoded). */
    heif_context_read_from_memory(context: HeifContext, bytes: Uint8Array): HeifError;
    heif_js_context_get_primary_image_handle(context: HeifContext): HeifImageHandle | HeifError | null;
    /** The size as displayed: after the container's rotation, mirroring and crop. */
    heif_image_handle_get_width(handle: HeifImageHandle): number;
    heif_image_handle_get_height(handle: HeifImageHandle): number;
    heif_image_handle_release(handle: HeifImageHandle): void;
    heif_js_decode_image2(
      handle: HeifImageHandle,
      colorspace: unknown,
      chroma: unknown,
    ): HeifDecodedImage | HeifError | null;
    heif_image_release(image: unknown): void;
  }
  /** A new instance of the module (its own WebAssembly memory). Synchronous. */
  const createLibHeif: (options?: {
    print?: (text: string) => void;
    printErr?: (text: string) => void;
  }) => LibHeif;
  export default createLibHeif;
}
