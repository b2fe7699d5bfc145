import { randomBytes } from 'node:crypto';
import { unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { IMAGE_LARGE_SIZE, IMAGE_THUMB_SIZE, MAX_IMAGE_PIXELS } from '@portal/contract';
import { AppError } from '../../core/errors.js';
import { ProcessingPool } from './processing-pool.js';

/** Formats we decode; SVG, PDF and the like never reach a renderer. */
const readableFormats = new Set(['jpeg', 'png', 'webp', 'gif', 'avif', 'heif', 'tiff']);

const storedName = /^[a-f0-9]{32}(-thumb)?\.webp$/;

export interface PreparedImage {
  large: Buffer;
  thumb: Buffer;
}

export interface StoredImage {
  file_name: string;
  thumb_name: string;
}

/**
 * Every upload is decoded and re-encoded, so nothing of the original file is served: turned upright from its EXIF
 * orientation, capped at 1600 px with a 400 px thumbnail, WebP, every metadata block (EXIF, GPS,
 * XMP, ICC) dropped, stored under a random name. Nothing of the original file is kept.
 */
export class ImageStore {
  constructor(
    private readonly dir: string,
    private readonly pool: ProcessingPool = new ProcessingPool(1),
  ) {}

  /** Decodes everything first: one bad file and nothing is written. */
  async prepare(files: Buffer[]): Promise<PreparedImage[]> {
    const prepared: PreparedImage[] = [];
    for (const file of files) prepared.push(await this.pool.run(() => this.prepareOne(file)));
    return prepared;
  }

  async write(images: PreparedImage[]): Promise<StoredImage[]> {
    const stored: StoredImage[] = [];
    try {
      for (const image of images) {
        const base = randomBytes(16).toString('hex');
        const entry = { file_name: `${base}.webp`, thumb_name: `${base}-thumb.webp` };
        stored.push(entry);
        await writeFile(path.join(this.dir, entry.file_name), image.large, { flag: 'wx' });
        await writeFile(path.join(this.dir, entry.thumb_name), image.thumb, { flag: 'wx' });
      }
      return stored;
    } catch (error) {
      await this.remove(stored);
      throw error;
    }
  }

  /** Best effort: a file already gone is fine. Only names this store produced are touched. */
  async remove(images: StoredImage[]): Promise<void> {
    const names = images.flatMap((i) => [i.file_name, i.thumb_name]).filter((n) => storedName.test(n));
    await Promise.all(names.map((name) => unlink(path.join(this.dir, name)).catch(() => undefined)));
  }

  private async prepareOne(file: Buffer): Promise<PreparedImage> {
    const options = { limitInputPixels: MAX_IMAGE_PIXELS, failOn: 'error' as const };
    let format: string | undefined;
    let pixels = 0;
    try {
      const meta = await sharp(file, options).metadata();
      format = meta.format;
      pixels = (meta.width ?? 0) * (meta.height ?? 0);
    } catch (error) {
      throw isPixelLimit(error) ? imageTooLarge() : imageInvalid();
    }
    if (!format || !readableFormats.has(format) || pixels === 0) throw imageInvalid();
    if (pixels > MAX_IMAGE_PIXELS) throw imageTooLarge();
    try {
      const large = await sharp(file, options)
        .rotate()
        .resize({ width: IMAGE_LARGE_SIZE, height: IMAGE_LARGE_SIZE, fit: 'inside', withoutEnlargement: true })
        .webp({ quality: 82 })
        .toBuffer();
      const thumb = await sharp(large)
        .resize({ width: IMAGE_THUMB_SIZE, height: IMAGE_THUMB_SIZE, fit: 'inside', withoutEnlargement: true })
        .webp({ quality: 78 })
        .toBuffer();
      return { large, thumb };
    } catch (error) {
      throw isPixelLimit(error) ? imageTooLarge() : imageInvalid();
    }
  }
}

const imageInvalid = () => new AppError('IMAGE_INVALID', { field: 'file_name' });
const imageTooLarge = () => new AppError('IMAGE_TOO_LARGE', { field: 'file_name' });
const isPixelLimit = (error: unknown) => error instanceof Error && /pixel limit/i.test(error.message);
