/**
 * Photos and floor plans of a studio (issue 18, product.md §15): what the API answers about a studio's
 * images and what an admin or the studio's owner sends to change them. The one source of the types on
 * both sides and of the OpenAPI document.
 */
import { z } from 'zod';

/** The widths every upload is resized to (never upscaled: a smaller original stops at its own width). */
export const IMAGE_WIDTHS = [480, 960, 1600, 2400] as const;
/** The formats every width is written in, best first. */
export const IMAGE_FORMATS = ['avif', 'webp', 'jpeg'] as const;
export type ImageFormat = (typeof IMAGE_FORMATS)[number];
/** The width `url` names (a card's and a thumbnail's default; or the largest below it). */
export const IMAGE_DEFAULT_WIDTH = 960;

export const IMAGE_KINDS = ['photo', 'floor_plan'] as const;
export type ImageKind = (typeof IMAGE_KINDS)[number];

/** Limits of one upload and of one studio (product.md §15). */
export const IMAGE_MAX_BYTES = 25 * 1024 * 1024;
export const IMAGE_MAX_PIXELS = 60_000_000;
/** The longest side the encoders write (WebP's limit); a longer picture is refused from its header. */
export const IMAGE_MAX_SIDE = 16_383;
/** How many times its short side the long side may be: beyond any photo or floor plan (issue 35). */
export const IMAGE_MAX_ASPECT = 20;
/** Uploads one account may have in progress at once (reading, checking, processing). */
export const IMAGE_UPLOADS_PER_ACCOUNT = 2;
export const IMAGES_PER_STUDIO_MAX = 40;
export const IMAGE_CAPTION_MAX = 300;
export const IMAGE_CREDIT_MAX = 200;
/** The upload's accepted types, for a file input's `accept` (the server reads the bytes, not the name). */
export const IMAGE_ACCEPT = 'image/jpeg,image/png,image/webp,image/avif,image/heic,image/heif,.heic,.heif';

export const imageVariantSchema = z
  .object({
    format: z.enum(IMAGE_FORMATS),
    width: z.number().int(),
    url: z
      .string()
      .describe('Content-addressed: /media/images/{hash}/{width}.{avif|webp|jpg}, cached for a year'),
  })
  .meta({ id: 'ImageVariant', description: 'One size of an image in one format.' });
export type ImageVariant = z.infer<typeof imageVariantSchema>;

export const coverImageSchema = z
  .object({
    id: z.string(),
    url: z.string().describe('A JPEG 960 px wide, or the largest width below it'),
    width: z.number().int().describe('Of the original, after its orientation was applied'),
    height: z.number().int().describe('Of the original, after its orientation was applied'),
    alt: z.string().describe("The caption, or the studio's name"),
    placeholder: z
      .string()
      .describe('A tiny blurred data: URI thumbnail (or a CSS colour) to show while loading'),
    variants: z.array(imageVariantSchema).describe('Every width in every format, smallest first'),
  })
  .meta({ id: 'CoverImage', description: "A studio's cover image (null when it has none)." });
export type CoverImage = z.infer<typeof coverImageSchema>;

export const studioImageSchema = coverImageSchema
  .extend({
    kind: z.enum(IMAGE_KINDS),
    caption: z.string().nullable(),
    credit: z.string().nullable().describe('The photographer or author'),
    position: z.number().int().describe('From 0, photos and floor plans in one order'),
    is_cover: z.boolean(),
  })
  .meta({ id: 'StudioImage', description: 'A photo or floor plan of a studio.' });
export type StudioImage = z.infer<typeof studioImageSchema>;

export const studioImageListSchema = z.array(studioImageSchema).meta({ id: 'StudioImageList' });

/**
 * Text up to `max` characters, or null ("" clears too). Nullable rather than a union with null: a
 * union answers its own "Invalid input" and loses the length rule's message.
 */
const optionalText = (max: number) =>
  z
    .string({ error: `Must be text of at most ${max} characters, or null.` })
    .trim()
    .max(max, { error: `Ensure this field has no more than ${max} characters.` })
    .transform((v) => (v === '' ? null : v))
    .nullable()
    .optional();

/** The upload's text fields (multipart form fields beside `file`). */
export const imageUploadFieldsSchema = z
  .object({
    kind: z.enum(IMAGE_KINDS, { error: `Must be one of: ${IMAGE_KINDS.join(', ')}.` }).optional(),
    caption: optionalText(IMAGE_CAPTION_MAX),
    credit: optionalText(IMAGE_CREDIT_MAX),
  })
  .strict();
export type ImageUploadFields = z.infer<typeof imageUploadFieldsSchema>;

/** For the OpenAPI document: the multipart body of an upload. */
export const imageUploadBodySchema = z
  .object({
    file: z
      .string()
      .meta({ format: 'binary' })
      .describe('JPEG, PNG, WebP, AVIF or HEIC; at most 25 MB and 60 MP'),
    kind: z.enum(IMAGE_KINDS).optional().describe("Default 'photo'"),
    caption: z.string().optional(),
    credit: z.string().optional(),
  })
  .meta({ id: 'StudioImageUpload' });

/** PATCH: any of caption, credit and kind; "" or null clears caption and credit. */
export const imagePatchSchema = z
  .object({
    caption: optionalText(IMAGE_CAPTION_MAX),
    credit: optionalText(IMAGE_CREDIT_MAX),
    kind: z.enum(IMAGE_KINDS, { error: `Must be one of: ${IMAGE_KINDS.join(', ')}.` }).optional(),
  })
  .strict()
  .meta({ id: 'StudioImagePatch' });
export type ImagePatch = z.infer<typeof imagePatchSchema>;

/** PUT .../images/order/: every image id of the studio exactly once, in the new order. */
export const imageOrderSchema = z
  .object({
    ids: z
      .array(z.string({ error: 'Must be an image id.' }), { error: 'Must be a list of image ids.' })
      .max(IMAGES_PER_STUDIO_MAX * 2, { error: 'Too many ids.' }),
  })
  .strict()
  .meta({ id: 'StudioImageOrder' });

export const NOT_FOUND_IMAGE = 'No image matches the given query.';

/** The path of one image of a studio: the studio's id and the image's (a UUID). */
export const imageIdParam = z
  .string()
  .regex(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/, { error: NOT_FOUND_IMAGE })
  .describe('Image id (a UUID)');
