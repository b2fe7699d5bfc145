import { execFileSync } from 'node:child_process';
import { readFile, writeFile } from 'node:fs/promises';
import type { Locator } from '@playwright/test';
import { createPartner } from './support/partners';
import { downloadThrough, expect, openPage, signInThroughApi, test } from './support/test';

/** What a phone reads from a QR code image. */
function scan(file: string): string {
  return execFileSync('zbarimg', ['--raw', '-q', file], { encoding: 'utf8' }).trimEnd();
}

test('QR codes (fr): the page’s and the id’s codes download and scan; the A4 table card prints with the name and both sentences', async ({
  page,
  request,
  baseURL,
}, testInfo) => {
  const partner = await createPartner(request, 'approved');
  const login = await signInThroughApi(page, request, partner);
  const publicId = login.data.public_id!;
  const pageUrl = `${baseURL}/r/${publicId}`;

  /** Clicks a download button of a card and keeps the file under the name the server gave it. */
  const download = (card: Locator, button: string) =>
    downloadThrough(card.getByRole('button', { name: button }), testInfo);
  const loaded = (image: Locator) => image.evaluate((element: HTMLImageElement) => element.naturalWidth > 0);

  await openPage(page, '/qrcode');
  await expect(page.getByRole('heading', { level: 1, name: 'Vos QR codes' })).toBeVisible();
  const pageCard = page.getByRole('region', { name: 'La page de votre restaurant' });
  const idCard = page.getByRole('region', { name: 'L’identifiant de votre restaurant' });

  await test.step('each card shows its code and what it holds; the page opens in a new tab', async () => {
    const pageCode = pageCard.getByRole('img', { name: 'QR code de la page de votre restaurant' });
    await expect(pageCode).toBeVisible();
    expect(await loaded(pageCode)).toBe(true);
    await expect(pageCard.getByText(pageUrl, { exact: true })).toBeVisible();
    const open = pageCard.getByRole('link', { name: /^Ouvrir la page/ });
    await expect(open).toHaveAttribute('href', pageUrl);
    await expect(open).toHaveAttribute('target', '_blank');
    await expect(idCard.getByRole('img', { name: 'QR code de l’identifiant de votre restaurant' })).toBeVisible();
    await expect(idCard.getByText(publicId, { exact: true })).toBeVisible();
  });

  await test.step('the PNGs scan to the page’s address and to the public id', async () => {
    const pagePng = await download(pageCard, 'Télécharger PNG');
    expect(pagePng.name).toBe(`qr-page-${publicId}.png`);
    expect(scan(pagePng.path)).toBe(pageUrl);
    const idPng = await download(idCard, 'Télécharger PNG');
    expect(idPng.name).toBe(`qr-id-${publicId}.png`);
    expect(scan(idPng.path)).toBe(publicId);
  });

  await test.step('the SVG of the page is an SVG file', async () => {
    const svg = await download(pageCard, 'Télécharger SVG');
    expect(svg.name).toBe(`qr-page-${publicId}.svg`);
    expect(await readFile(svg.path, 'utf8')).toMatch(
      /^(<\?xml[^>]*>\s*)?<svg [^>]*xmlns="http:\/\/www\.w3\.org\/2000\/svg"/,
    );
  });

  await test.step('the table card: alone on its page, the name, the code and both sentences', async () => {
    await page.getByRole('link', { name: 'Imprimer une carte de table' }).click();
    await expect(page).toHaveURL(/\/qrcode\/card$/);
    const card = page.getByRole('main', { name: 'Carte de table à imprimer' });
    await expect(card.getByRole('heading', { level: 1, name: partner.name })).toBeVisible();
    const code = card.getByRole('img', { name: /^QR code de la page du restaurant/ });
    await expect(code).toBeVisible();
    expect(await loaded(code)).toBe(true);
    await expect(card.getByText('Scannez pour voir le menu', { exact: true })).toBeVisible();
    await expect(card.getByText('Scan to see the menu', { exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Imprimer' })).toBeEnabled();
    // Printed alone: no back-office menu around it.
    await expect(page.getByRole('navigation')).toHaveCount(0);
  });

  await test.step('printed, the card is one A4 page without the buttons, and its code scans to the page', async () => {
    const pdf = testInfo.outputPath('table-card.pdf');
    await writeFile(pdf, await page.pdf({ preferCSSPageSize: true }));
    const info = execFileSync('pdfinfo', [pdf], { encoding: 'utf8' });
    expect(info).toMatch(/Pages:\s+1\n/);
    expect(info).toMatch(/Page size:.* pts \(A4\)/);
    const text = execFileSync('pdftotext', ['-layout', pdf, '-'], { encoding: 'utf8' });
    expect(text).toContain(partner.name);
    expect(text).toContain('Scannez pour voir le menu');
    expect(text).toContain('Scan to see the menu');
    expect(text).not.toContain('Imprimer');
    execFileSync('pdftoppm', ['-png', '-r', '150', '-singlefile', pdf, testInfo.outputPath('table-card')]);
    expect(scan(testInfo.outputPath('table-card.png'))).toBe(pageUrl);
  });
});
