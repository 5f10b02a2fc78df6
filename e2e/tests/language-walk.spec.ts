// The language walks (decision 031): every public, portal, form and verify screen a student meets, in Hindi at
// 360 px, shows no word in Latin script that is not on the short reviewed allow-list of support/language-walk.ts;
// the same screens in English show no Devanagari. Regions that show both languages on purpose (the header's two
// names of the college) carry data-both-languages and are left out.
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import {
  adminSignIn,
  createStudent,
  findStudentId,
  getUser,
  loginInBrowser,
  payFee,
  submitAdmissionForm,
  verifyAdmissionForm,
  type CreatedStudent,
} from '../support/api-helpers';
import { notChosenFirst, printedTexts, strayWords } from '../support/language-walk';
import { chooseLanguage } from '../support/take-over';

type Lang = 'en' | 'hi';

/** The visible text of the page (and the values of visible inputs and chosen options), as the student reads it. */
function visibleTexts(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const out: string[] = [];
    const shown = (el: Element) =>
      !el.closest('script,style,noscript,template,[data-both-languages],[data-code]') &&
      (el as HTMLElement).checkVisibility({ checkOpacity: true, checkVisibilityCSS: true });
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    while (walker.nextNode()) {
      const node = walker.currentNode;
      const el = node.parentElement;
      const text = (node.textContent ?? '').replace(/\s+/g, ' ').trim();
      if (text && el && shown(el)) out.push(text);
    }
    for (const el of document.querySelectorAll<HTMLInputElement>('input[placeholder],textarea[placeholder]')) {
      if (shown(el)) out.push(el.placeholder);
    }
    for (const el of document.querySelectorAll<HTMLSelectElement>('select')) {
      const chosen = el.selectedOptions[0]?.textContent?.trim();
      if (chosen && shown(el)) out.push(chosen);
    }
    return out;
  });
}

async function expectOneLanguage(page: Page, lang: Lang, where: string) {
  // The page is live (a server-rendered one taken over) and has loaded what it shows.
  await expect(page.locator('[data-ssr-path]')).toHaveCount(0, { timeout: 20_000 });
  await expect(page.locator('html')).toHaveAttribute('lang', lang);
  await expect(page.getByText(/Loading|लोड हो रहा/)).toHaveCount(0, { timeout: 20_000 });
  const stray = strayWords(await visibleTexts(page), lang);
  expect(stray, `${where} (${lang}): words of the other language`).toEqual([]);
}

/** A printout: both languages, the page's first in every pair, nothing of the other language outside a pair. */
async function expectChosenFirst(page: Page, lang: Lang, where: string) {
  await expect(page.locator('html')).toHaveAttribute('lang', lang);
  await expect(page.locator('article')).toBeVisible({ timeout: 20_000 });
  await expect(page.getByTestId('verification-code')).toBeVisible();
  await expect(page.getByText(/Loading|लोड हो रहा/)).toHaveCount(0, { timeout: 20_000 });
  const wrong = notChosenFirst(await printedTexts(page), lang);
  expect(wrong, `${where} (${lang}): the chosen language is not first`).toEqual([]);
}

async function inLanguage(page: Page, lang: Lang, baseURL: string) {
  // As the language switch does: the cookie for the server's page, the stored choice for the browser.
  await chooseLanguage(page.context(), baseURL, lang);
  await page.setViewportSize(lang === 'hi' ? { width: 360, height: 740 } : { width: 1366, height: 900 });
}

/** A student with a submitted BCOM form sent back for a correction: the form opens again at step 1. */
async function studentWithCorrection(request: APIRequestContext, name: string, lang: Lang): Promise<CreatedStudent> {
  const s = await createStudent(request, { account: { name }, approveWithFee: '1250' });
  // The student's own answers in the page's script too (a name typed in Hindi is the student's, not the page's).
  await submitAdmissionForm(
    request,
    s.token,
    'BCOM',
    lang === 'en'
      ? { mother_name: 'Sita Devi', applicant_name: name }
      : {
          applicant_name: name,
          father_name: 'राम प्रसाद वर्मा',
          permanent_address_village_mohalla: 'सिविल लाइंस',
          permanent_address_post: 'कोतवाली',
          permanent_address_tehsil: 'सदर',
          permanent_address_district: 'झाँसी',
        },
  );
  const admin = await adminSignIn(request);
  const id = await findStudentId(request, admin, s.student.email);
  const res = await request.post(`/api/admin/students/${id}/correction`, {
    headers: { Authorization: `Bearer ${admin}` },
    data: { reason: lang === 'hi' ? 'फ़ोटो साफ़ अपलोड करें' : 'Upload a clearer photograph' },
  });
  expect(res.ok(), await res.text()).toBe(true);
  return s;
}

for (const lang of ['hi', 'en'] as const) {
  test.describe(`the walk in ${lang === 'hi' ? 'Hindi at 360 px' : 'English at 1366 px'}`, () => {
    test.beforeEach(async ({ page, baseURL }) => inLanguage(page, lang, baseURL!));

    test('the public pages a student opens', async ({ page }) => {
      test.setTimeout(120_000);
      // An address no page has too: its breadcrumb names the page, not the address's words.
      for (const path of ['/', '/about/about-us', '/contact-us', '/no-such-page']) {
        await page.goto(path);
        await expect(page.locator('#single-spa-outlet h1, #single-spa-outlet h2').first()).toBeVisible();
        await expectOneLanguage(page, lang, path);
      }
    });

    test('the portal signed out: login, registration, forgotten password, the form asking to log in', async ({
      page,
    }) => {
      for (const path of ['/student/login', '/student/register', '/student/forgot-password']) {
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        await expectOneLanguage(page, lang, path);
      }
      await page.goto('/admission-form');
      await expect(page.getByTestId('admission-login-message')).toBeVisible();
      await expectOneLanguage(page, lang, 'admission form signed out');
    });

    test('the payment form, its result pages and the form not yet open', async ({ page, request }) => {
      test.setTimeout(150_000);
      const s = await createStudent(request, {
        account: { name: lang === 'hi' ? 'सीमा यादव' : 'Seema Yadav' },
        profile: true,
      });
      await loginInBrowser(page, s.token);
      // The form is not open before the registration fee: the gate says why, then goes to the dashboard.
      await page.goto('/admission-form');
      await expect(page.getByTestId('admission-access-message')).toBeVisible();
      await expectOneLanguage(page, lang, 'admission form not yet open');
      await page.goto('/student/payment');
      await expect(page.locator('button[type="submit"]')).toBeVisible();
      await expectOneLanguage(page, lang, 'payment form');
      const failed = await payFee(request, s.token, 'registration', 'Failure');
      const cancelled = await payFee(request, s.token, 'registration', 'Cancel');
      const results = [
        ['failure', failed.resultUrl],
        ['cancel', cancelled.resultUrl],
        ['pending', `/admission/student/payment/failed?amount=50.00&txnid=${failed.txnid}&state=checking`],
        ['success', (await payFee(request, s.token, 'registration', 'Success')).resultUrl],
      ] as const;
      for (const [kind, url] of results) {
        await page.goto(new URL(url, 'http://site').pathname + new URL(url, 'http://site').search);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        await expectOneLanguage(page, lang, `payment ${kind}`);
      }
    });

    test("the printouts in both languages, the page's first, and the check of their codes", async ({
      page,
      request,
    }, testInfo) => {
      test.setTimeout(180_000);
      const name = lang === 'hi' ? 'रीना देवी' : 'Reena Devi';
      const s = await createStudent(request, { account: { name }, approveWithFee: '1250' });
      // The student's answers in the page's script (what the student typed is the student's, not the page's).
      const hindiAnswers = {
        applicant_name: name,
        father_name: 'राम प्रसाद वर्मा',
        mother_name: 'सीता देवी',
        correspondence_address_village_mohalla: 'कमरा 12, छात्रावास रोड',
        permanent_address_village_mohalla: 'सिविल लाइंस',
        permanent_address_post: 'कोतवाली',
        permanent_address_tehsil: 'सदर',
        permanent_address_district: 'झाँसी',
        correspondence_address_post: 'सिविल लाइंस',
        correspondence_address_tehsil: 'सदर',
        correspondence_address_district: 'आगरा',
        religion: 'हिन्दू',
        intermediate: { subject: 'वाणिज्य' },
        high_school_board: 'उ.प्र. बोर्ड',
        high_school_name: 'राजकीय इंटर कॉलेज झाँसी',
        intermediate_board: 'उ.प्र. बोर्ड',
        intermediate_name: 'राजकीय इंटर कॉलेज झाँसी',
      };
      await submitAdmissionForm(
        request,
        s.token,
        'BCOM',
        lang === 'hi'
          ? hindiAnswers
          : {
              applicant_name: name,
              mother_name: 'Sita Devi',
              correspondence_address_village_mohalla: 'Room 12, Hostel Road',
            },
      );
      await verifyAdmissionForm(request, s.student.email);
      await payFee(request, s.token, 'admission', 'Success');
      const user = await getUser(request, s.token);
      const paid = user.transactions.filter((t) => t.status.toLowerCase() === 'success');
      const chalan = paid.find((t) => Number(t.amount) === 50)!;
      const admission = paid.find((t) => Number(t.amount) > 50)!;
      // The full Aadhaar number never reaches the browser for a print view.
      const seen: string[] = [];
      page.on('response', (r) => {
        if (r.url().includes('/api/'))
          void r.text().then(
            (body) => seen.push(body),
            () => undefined,
          );
      });
      await loginInBrowser(page, s.token);
      const codes: string[] = [];
      for (const [what, path] of [
        ['admission form', `/admission-form/print/${user.admission_form_code}`],
        ['fee slip', `/admission/payment/print/${user.admission_form_code}`],
        ['registration receipt', `/chalan-receipt/print/${chalan.txnid}`],
        ['admission fee receipt', `/chalan-receipt/print/${admission.txnid}`],
      ] as const) {
        await page.goto(path);
        await expectChosenFirst(page, lang, what);
        await page.screenshot({ path: testInfo.outputPath(`${what.replace(/ /g, '-')}-${lang}.png`), fullPage: true });
        codes.push((await page.getByTestId('verification-code').textContent()) ?? '');
      }
      await page.goto(`/admission-form/print/${user.admission_form_code}`);
      await expect(page.getByTestId('print-aadhaar')).toHaveText('XXXX XXXX 9012');
      expect(seen.join('\n')).not.toContain('123456789012');
      for (const code of codes) {
        await page.goto(`/verify/${code}`);
        await expect(page.getByTestId('verify-result')).toBeVisible({ timeout: 20_000 });
        await expectOneLanguage(page, lang, `verify ${code}`);
        await page.screenshot({ path: testInfo.outputPath(`verify-${code}-${lang}.png`), fullPage: true });
        await expect(page.locator('body')).not.toContainText('123456789012');
      }
      await page.goto('/verify/42-NOTACODE');
      await expect(page.getByTestId('verify-result')).toBeVisible({ timeout: 20_000 });
      await expectOneLanguage(page, lang, 'verify, a code that does not verify');
    });

    test('the dashboard and the six steps of a form sent back for a correction', async ({ page, request }) => {
      test.setTimeout(150_000);
      // The office writes the reason in the student's language.
      const s = await studentWithCorrection(request, lang === 'hi' ? 'सीमा यादव' : 'Seema Yadav', lang);
      await loginInBrowser(page, s.token);
      await page.goto('/student/dashboard');
      await expect(page.getByTestId('journey')).toBeVisible();
      await expectOneLanguage(page, lang, 'dashboard');
      await page.goto('/admission-form');
      await expect(page.getByTestId('admission-form-header')).toBeVisible();
      for (let step = 1; step <= 6; step += 1) {
        await page.getByTestId(`step-tab-${step}`).click();
        await expect(page.getByTestId(`step-tab-${step}`)).toHaveAttribute('aria-current', 'step');
        await expectOneLanguage(page, lang, `form step ${step}`);
      }
    });
  });
}
