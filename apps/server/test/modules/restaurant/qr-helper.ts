import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import sharp from 'sharp';

const run = promisify(execFile);

/** What a phone reads from a QR code image: zbarimg decodes it (an SVG is drawn first, as a printer would). */
export async function scanQrCode(image: Buffer, format: 'png' | 'svg'): Promise<string> {
  const png = format === 'png' ? image : await sharp(image, { density: 1200 }).png().toBuffer();
  const dir = await mkdtemp(path.join(tmpdir(), 'qr-scan-'));
  try {
    const file = path.join(dir, 'code.png');
    await writeFile(file, png);
    const { stdout } = await run('zbarimg', ['--raw', '-q', file]);
    return stdout.trimEnd();
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
