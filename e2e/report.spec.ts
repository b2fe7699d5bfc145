import { execFileSync } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { apiPaths, type TOrder, customerApiPaths } from '@portal/contract';
import { createItemThroughApi, partnerToken } from './support/menu';
import { confirmedCustomerToken, newCustomer } from './support/orders';
import { createPartner } from './support/partners';
import { downloadThrough, expect, openPage, signInThroughApi, test } from './support/test';

test('report (fr): completed orders appear in the week, month and year; search and clear; Invoice.pdf and the CSV', async ({
  page,
  request,
}, testInfo) => {
  const partner = await createPartner(request, 'approved');
  const token = await partnerToken(request, partner);
  await request.post(apiPaths.changeStatus, { headers: { token }, data: { status: '1' } });
  const quenelle = await createItemThroughApi(request, token, { fr_item_name: 'Quenelle de brochet', price: '18,50' });
  const tarte = await createItemThroughApi(request, token, { fr_item_name: 'Tarte aux pralines', price: '7,50' });
  const login = await request.post(apiPaths.login, {
    data: { phone: partner.phone.replace(/\s/g, ''), country_code: '33', password: partner.password },
  });
  const publicId = ((await login.json()) as { data: { public_id: string } }).data.public_id;
  const customerToken = await confirmedCustomerToken(
    request,
    newCustomer({ first_name: 'Hugo', last_name: 'Petit', birth_date: '1990-02-02' }),
  );
  for (const [item, quantity] of [
    [quenelle.id, 2],
    [tarte.id, 3],
  ] as const) {
    const placed = await request.post(customerApiPaths.placeOrder, {
      headers: { token: customerToken },
      data: {
        restaurant_id: publicId,
        items: [{ item_id: item, quantity }],
        service_type: 1,
        no_of_people: 2,
        payment_method: 2,
      },
    });
    const order = ((await placed.json()) as { data: TOrder }).data;
    for (const status of [1, 4, 5]) {
      await request.post(apiPaths.changeOrderStatus, {
        headers: { token },
        data: { order_id: order.order_id, status },
      });
    }
  }
  await signInThroughApi(page, request, partner);
  const table = page.getByRole('table', { name: 'Ventes de la période, une ligne par article' });

  await test.step('the week, the month and the year each show both sales and their totals', async () => {
    await openPage(page, '/report');
    await expect(page.getByRole('heading', { level: 1, name: 'Rapport des revenus' })).toBeVisible();
    for (const period of ['Hebdomadaire', 'Mensuel', 'Annuel']) {
      await page.getByRole('radio', { name: period }).check();
      await expect(table.getByRole('row')).toHaveCount(3);
      await expect(table).toContainText('Quenelle de brochet');
      await expect(table).toContainText('Tarte aux pralines');
    }
    // 2 × 18,50 + 3 × 7,50 = 59,50 € of sales.
    await expect(page.getByText(/^59,50\s€$/).first()).toBeVisible();
  });

  await test.step('search and clear', async () => {
    await page.getByLabel('Filtrer les ventes').fill('quenelle');
    await page.getByRole('button', { name: 'Rechercher' }).click();
    await expect(table.getByRole('row')).toHaveCount(2);
    await expect(table).not.toContainText('Tarte aux pralines');
    await page.getByRole('button', { name: 'Effacer le filtre' }).click();
    await expect(table.getByRole('row')).toHaveCount(3);
  });

  await test.step('Invoice.pdf: A4 210 × 294 mm, the statement, both sales and the totals', async () => {
    const { name, path: file } = await downloadThrough(page.getByRole('button', { name: 'Relevé PDF' }), testInfo);
    expect(name).toBe('Invoice.pdf');
    const info = execFileSync('pdfinfo', [file], { encoding: 'utf8' });
    expect(info).toMatch(/Pages:\s+1/);
    expect(info).toMatch(/Page size:\s+595\.2\d+ x 833\.3\d+ pts/);
    const text = execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
    expect(text).toContain('Relevé des ventes');
    expect(text).toContain(partner.name);
    expect(text).toContain('Quenelle de brochet');
    expect(text).toContain('Tarte aux pralines');
    expect(text).toMatch(/Ventes TTC\s+59,5 €/);
  });

  await test.step('the CSV opens in French Excel: BOM, semicolons, decimal commas', async () => {
    const { path: file } = await downloadThrough(page.getByRole('button', { name: 'Export CSV' }), testInfo);
    const bytes = await readFile(file);
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = bytes.toString('utf8').slice(1).split('\r\n');
    const header = lines[0]!.split(';');
    const rows = lines.filter((line) => line.startsWith('#')).map((line) => line.split(';'));
    expect(rows).toHaveLength(2);
    const price = header.indexOf('Prix TTC');
    const total = rows.reduce((sum, row) => sum + Number(row[price]!.replace(',', '.')), 0);
    expect(total).toBeCloseTo(59.5, 2);
  });
});
