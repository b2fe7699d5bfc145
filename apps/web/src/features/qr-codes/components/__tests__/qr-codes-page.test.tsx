import { apiPaths, QR_CODE_TEXT_HEADER } from '@portal/contract';
import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { logInPartner } from '@/testing/menu-fixtures';
import { renderScreen } from '@/testing/render';
import { QrCodesPage } from '../qr-codes-page';
import { TableCardPage } from '../table-card-page';

const publicId = 'k3G7QAe5';
const pageUrl = `https://partenaires.example.fr/r/${publicId}`;

/** The server's qrcode call: the image's bytes, its file name and the text it holds. */
function qrServer({ failFirst = false } = {}) {
  let failures = failFirst ? 1 : 0;
  const requests: Array<{ kind: string; format: string; token: string | undefined }> = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://portal.test');
    expect(url.pathname).toBe(apiPaths.qrCode);
    const kind = url.searchParams.get('kind')!;
    const format = url.searchParams.get('format')!;
    requests.push({ kind, format, token: (init?.headers as Record<string, string>).token });
    if (failures > 0) {
      failures -= 1;
      throw new TypeError('Failed to fetch');
    }
    return new Response(`${kind}-${format}-bytes`, {
      headers: {
        'content-type': format === 'png' ? 'image/png' : 'image/svg+xml',
        'content-disposition': `attachment; filename="qr-${kind}-${publicId}.${format}"`,
        [QR_CODE_TEXT_HEADER]: kind === 'page' ? pageUrl : publicId,
      },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return { requests };
}

// jsdom has no object URLs: these stand in for the browser's, and are put back after each test.
const browserUrls = { create: URL.createObjectURL, revoke: URL.revokeObjectURL };
let objectUrls: Map<string, Blob>;
let revoked: string[];
let saved: Array<{ name: string; content: string }>;

beforeEach(() => {
  objectUrls = new Map();
  revoked = [];
  saved = [];
  URL.createObjectURL = (blob: Blob) => {
    const url = `blob:portal.test/${objectUrls.size + 1}`;
    objectUrls.set(url, blob);
    return url;
  };
  URL.revokeObjectURL = (url: string) => revoked.push(url);
  // What the browser would save: the link's file name and the bytes behind its address.
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    const blob = objectUrls.get(this.href);
    if (blob) void blob.text().then((content) => saved.push({ name: this.download, content }));
  });
});
afterEach(() => {
  URL.createObjectURL = browserUrls.create;
  URL.revokeObjectURL = browserUrls.revoke;
  vi.restoreAllMocks();
});

function renderQrCodes() {
  logInPartner();
  return renderScreen(<QrCodesPage />, { path: '/qrcode', destinations: ['/qrcode/card'] });
}

describe('QrCodesPage', () => {
  it('shows both codes with what they hold, the page’s address to copy or open, and leads to the table card', async () => {
    const server = qrServer();
    const { user } = renderQrCodes();
    expect(screen.getByRole('heading', { level: 1, name: 'Vos QR codes' })).toBeInTheDocument();

    const page = screen.getByRole('region', { name: 'La page de votre restaurant' });
    expect(await within(page).findByRole('img', { name: 'QR code de la page de votre restaurant' })).toHaveAttribute(
      'src',
      expect.stringMatching(/^blob:/),
    );
    expect(within(page).getByText(pageUrl)).toBeInTheDocument();
    expect(within(page).getByRole('button', { name: 'Copier l’adresse' })).toBeInTheDocument();
    const open = within(page).getByRole('link', { name: 'Ouvrir la page (s’ouvre dans un nouvel onglet)' });
    expect(open).toHaveAttribute('href', pageUrl);
    expect(open).toHaveAttribute('target', '_blank');

    const id = screen.getByRole('region', { name: 'L’identifiant de votre restaurant' });
    expect(await within(id).findByRole('img', { name: 'QR code de l’identifiant de votre restaurant' })).toBeVisible();
    expect(within(id).getByText(publicId)).toBeInTheDocument();
    expect(server.requests).toEqual([
      { kind: 'page', format: 'png', token: 'partner-token' },
      { kind: 'id', format: 'png', token: 'partner-token' },
    ]);

    await user.click(screen.getByRole('link', { name: 'Imprimer une carte de table' }));
    expect(await screen.findByRole('heading', { name: 'page:/qrcode/card' })).toBeInTheDocument();
  });

  it('saves the server’s files under their names: the PNG on screen as it is, the SVG when asked', async () => {
    const server = qrServer();
    const { user } = renderQrCodes();
    const page = screen.getByRole('region', { name: 'La page de votre restaurant' });
    const id = screen.getByRole('region', { name: 'L’identifiant de votre restaurant' });
    await within(id).findByRole('img');

    await user.click(within(page).getByRole('button', { name: 'Télécharger PNG' }));
    await user.click(within(id).getByRole('button', { name: 'Télécharger SVG' }));

    await vi.waitFor(() =>
      expect(saved).toEqual([
        { name: `qr-page-${publicId}.png`, content: 'page-png-bytes' },
        { name: `qr-id-${publicId}.svg`, content: 'id-svg-bytes' },
      ]),
    );
    // The PNG on screen is the file: only the SVG was asked for.
    expect(server.requests.map(({ kind, format }) => `${kind}.${format}`)).toEqual(['page.png', 'id.png', 'id.svg']);
  });

  it('frees the images when the screen is left', async () => {
    qrServer();
    const { unmount } = renderQrCodes();
    const shown = [
      await screen.findByRole('img', { name: 'QR code de la page de votre restaurant' }),
      await screen.findByRole('img', { name: 'QR code de l’identifiant de votre restaurant' }),
    ];
    const urls = shown.map((image) => image.getAttribute('src'));
    expect(urls).toEqual([expect.stringMatching(/^blob:/), expect.stringMatching(/^blob:/)]);
    unmount();
    expect(revoked).toEqual(expect.arrayContaining(urls));
  });

  it('says a code could not be loaded, and shows it after Retry', async () => {
    qrServer({ failFirst: true });
    const { user } = renderQrCodes();
    const page = screen.getByRole('region', { name: 'La page de votre restaurant' });
    await user.click(await within(page).findByRole('button', { name: 'Réessayer' }));
    expect(await within(page).findByRole('img', { name: 'QR code de la page de votre restaurant' })).toBeVisible();
    expect(within(page).getByText(pageUrl)).toBeInTheDocument();
  });
});

describe('TableCardPage', () => {
  it('shows the restaurant’s logo and name, the page’s code and address, and the sentence in French then English', async () => {
    qrServer();
    logInPartner();
    localStorage.setItem(
      'userdata',
      JSON.stringify({ ...JSON.parse(localStorage.getItem('userdata')!), logo_image: 'logo-7.webp' }),
    );
    renderScreen(<TableCardPage />, { path: '/qrcode/card', destinations: ['/qrcode'] });

    const card = screen.getByRole('main', { name: 'Carte de table à imprimer' });
    expect(within(card).getByRole('heading', { level: 1, name: 'Le Bistrot du Marché' })).toBeInTheDocument();
    expect(within(card).getByRole('img', { name: 'Logo de Le Bistrot du Marché' })).toHaveAttribute(
      'src',
      '/uploads/logo-7.webp',
    );
    expect(
      await within(card).findByRole('img', { name: `QR code de la page du restaurant\u00a0: ${pageUrl}` }),
    ).toBeVisible();
    expect(within(card).getByText(pageUrl)).toBeInTheDocument();
    const sentences = within(card).getAllByText(/menu$/);
    expect(sentences.map((sentence) => [sentence.textContent, sentence.getAttribute('lang')])).toEqual([
      ['Scannez pour voir le menu', 'fr'],
      ['Scan to see the menu', 'en'],
    ]);
    expect(screen.getByRole('button', { name: 'Imprimer' })).toBeEnabled();
    expect(screen.getByRole('link', { name: 'Retour aux QR codes' })).toHaveAttribute('href', '/qrcode');
  });
});
