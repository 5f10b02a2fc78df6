// The language walks (decision 031): every public, portal, form and verify screen a student meets, in Hindi at
// 360 px, shows no word in Latin script that is not on the short reviewed allow-list of support/language-walk.ts;
// the same screens in English show no Devanagari. Regions that show both languages on purpose (the header's two
// names of the college) carry data-both-languages and are left out.
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import {
  adminSignIn,
  createStudent,
  findStudentId,
  loginInBrowser,
  submitAdmissionForm,
  type CreatedStudent,
} from '../support/api-helpers';
import { strayWords } from '../support/language-walk';
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
      // Not yet walked: an address no page has (its breadcrumb still names the address's own words).
      for (const path of ['/', '/about/about-us', '/contact-us']) {
        await page.goto(path);
        await expect(page.locator('#single-spa-outlet h1, #single-spa-outlet h2').first()).toBeVisible();
        await expectOneLanguage(page, lang, path);
      }
    });

    test('the portal signed out: login, registration, forgotten password', async ({ page }) => {
      for (const path of ['/student/login', '/student/register', '/student/forgot-password']) {
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        await expectOneLanguage(page, lang, path);
      }
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
