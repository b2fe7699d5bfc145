import { customerApiPaths } from '@portal/contract';
import { newCustomer } from './support/orders';
import { latestCode } from './support/partners';
import { expect, openIn, test } from './support/test';
import { texts, type Locale } from './support/texts';

/*
 * The shared code page in customer mode: a customer registered in a customer app follows the
 * link to /otpverification?type=customer&mobileno=…&country_code=33; the page uses the customer
 * calls, and the code it confirms signs the customer in through the API.
 */
for (const locale of ['en'] as const satisfies readonly Locale[]) {
  test(`customer code page (${locale}): a new customer confirms the account with the code sent to the phone`, async ({
    page,
    request,
  }) => {
    const t = texts[locale];
    const { form, international } = newCustomer();
    const customer = { ...form, lang: locale };

    await test.step('the customer app registers the customer', async () => {
      const registered = await request.post(customerApiPaths.customerRegistration, { data: customer });
      expect((await registered.json()) as { status: number }).toMatchObject({ status: 200 });
    });

    await test.step('the link opens the customer code page for that phone; the code confirms the account', async () => {
      await openIn(page, `/otpverification?type=customer&mobileno=${customer.mobileno}&country_code=33`, locale);
      await expect(page.getByRole('heading', { level: 1, name: t.customerOtp.heading })).toBeVisible();
      await expect(page.getByText(/7(\s\d{2}){4}/)).toBeVisible();
      await expect(page.getByText(t.otp.countdown)).toBeVisible();

      // A wrong code first: said under the field, nothing confirmed.
      await page.getByLabel(t.otp.code, { exact: true }).fill('000000');
      await page.getByRole('button', { name: t.otp.submit, exact: true }).click();
      await expect(page.getByText(t.otp.wrongCode).first()).toBeVisible();

      const code = await latestCode(request, international);
      await page.getByLabel(t.otp.code, { exact: true }).fill(code);
      await page.getByRole('button', { name: t.otp.submit, exact: true }).click();
      await expect(page.getByRole('heading', { level: 1, name: t.customerOtp.confirmed })).toBeVisible();
    });

    await test.step('the customer now signs in with the password; the portal kept no token of theirs', async () => {
      const login = await request.post(customerApiPaths.loginCustomer, {
        data: { mobileno: customer.mobileno, country_code: '33', password: customer.password },
      });
      expect((await login.json()) as object).toMatchObject({ status: 200, data: { is_verified: 1 } });
      // The portal did not sign anyone in: no partner session appeared in the browser.
      expect(await page.evaluate(() => [localStorage.getItem('Auth'), localStorage.getItem('userdata')])).toEqual([
        null,
        null,
      ]);
    });
  });
}
