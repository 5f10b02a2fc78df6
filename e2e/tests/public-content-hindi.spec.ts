// Content the office writes in both languages (decision 029): opened cold in Hindi, the home page shows the
// Hindi ticker, notices, events, slider captions and gallery captions, and a gallery page its Hindi captions; in
// English the English ones. The server renders the chosen language (the site_lang cookie), so the HTML before any
// script already carries it. axe finds nothing serious at 360 and 1366 px.
import { expect, test, type BrowserContext } from '@playwright/test';
import type { GalleryImage, Notice, Slider, Store } from '@college/shared-types';
import { galleryImagesOf, galleryTypes, homeGallery, pickContent, splitNotices } from '@college/shared-types';
import { pageIsLive } from '../support/live';
import { BASE_URL } from '../support/site';
import { seriousViolations } from '../support/axe';

type Lang = 'en' | 'hi';

async function chooseLanguage(context: BrowserContext, lang: Lang) {
  await context.addCookies([{ name: 'site_lang', value: lang, url: BASE_URL }]);
  await context.addInitScript((l) => window.localStorage.setItem('site_language', l), lang);
}

const textOf = (html: string) =>
  html
    .replace(/<[^>]+>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

let store: Store;
let notices: Notice[];
let sliders: Slider[];
let gallery: GalleryImage[];

test.beforeAll(async ({ request }) => {
  const data = async <T>(path: string) => ((await (await request.get(path)).json()) as { data: T }).data;
  store = (await data<Store>('/api/v1/get-store-data'))!;
  notices = await data<Notice[]>('/api/v1/get-store-notices');
  sliders = await data<Slider[]>('/api/v1/get-store-sliders');
  gallery = await data<GalleryImage[]>('/api/v1/get-store-gallery');
});

for (const lang of ['hi', 'en'] as const) {
  const other: Lang = lang === 'hi' ? 'en' : 'hi';
  test.describe(`cold in ${lang === 'hi' ? 'Hindi' : 'English'}`, () => {
    test.beforeEach(async ({ context }) => chooseLanguage(context, lang));

    test('the home page shows the demo content in that language at 360 px', async ({ page, request }) => {
      // The demo content is written in both languages.
      expect(store.marquee_hi).toMatch(/[ऀ-ॿ]/);
      const board = splitNotices(notices).board[0]!;
      const event = splitNotices(notices).events[0]!;
      expect(board.title_hi && board.title_en && event.title_hi && event.title_en).toBeTruthy();
      const slide = sliders[0]!;
      expect(slide.caption_hi && slide.caption).toBeTruthy();
      const photo = homeGallery(gallery)[0]!;
      expect(photo.description_hi && photo.description).toBeTruthy();

      const ticker = textOf(pickContent(lang, { en: store.marquee, hi: store.marquee_hi }));
      const tickerOther = textOf(pickContent(other, { en: store.marquee, hi: store.marquee_hi }));
      const notice = lang === 'hi' ? board.title_hi! : board.title_en!;
      const eventText = lang === 'hi' ? event.title_hi! : event.title_en!;
      const caption = lang === 'hi' ? slide.caption_hi! : slide.caption!;
      const photoCaption = lang === 'hi' ? photo.description_hi! : photo.description!;

      // The server renders the chosen language: the page's HTML carries it before any script runs.
      const html = await (await request.get('/', { headers: { cookie: `site_lang=${lang}` } })).text();
      expect(html).toContain(`lang="${lang}"`);
      expect(html).toContain(caption);
      expect(html).toContain(lang === 'hi' ? photo.description_hi! : photo.description!);

      await page.setViewportSize({ width: 360, height: 800 });
      await page.goto('/');
      await expect(page.locator('html')).toHaveAttribute('lang', lang);
      const tickerBox = page.getByTestId('ticker');
      await expect(tickerBox).toContainText(ticker.slice(0, 30));
      await expect(tickerBox).not.toContainText(tickerOther.slice(0, 30));
      const boardBox = page.getByTestId('notice-board');
      await expect(boardBox.locator('ul').first()).toContainText(notice);
      await expect(boardBox.locator('ul').first()).not.toContainText(lang === 'hi' ? board.title_en! : board.title_hi!);
      await expect(page.getByTestId('events')).toContainText(eventText);
      await expect(page.getByTestId('slide-caption').first()).toHaveText(caption);
      await expect(page.getByTestId('home-gallery')).toContainText(photoCaption);
      await expect(page.getByTestId('home-gallery')).not.toContainText(
        lang === 'hi' ? photo.description! : photo.description_hi!,
      );
      // The page fits the phone's width: nothing scrolls sideways.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
      expect(await seriousViolations(page)).toEqual([]);
    });

    test('the home page at 1366 px is axe clean', async ({ page }) => {
      await page.setViewportSize({ width: 1366, height: 900 });
      await page.goto('/');
      await expect(page.locator('html')).toHaveAttribute('lang', lang);
      await expect(page.getByTestId('slide-caption').first()).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);
    });

    for (const width of [360, 1366]) {
      test(`a gallery page shows its captions and album name in that language at ${width} px`, async ({ page }) => {
        const type = galleryTypes(gallery).find((t) => galleryImagesOf(gallery, t).some((i) => i.description_hi))!;
        const photos = galleryImagesOf(gallery, type);
        const withBoth = photos.find((p) => p.description_hi && p.description)!;
        await page.setViewportSize({ width, height: 900 });
        await page.goto(`/gallery/${type.slug}`);
        await expect(page.locator('html')).toHaveAttribute('lang', lang);
        const grid = page.getByTestId('gallery-grid');
        await expect(grid).toContainText(lang === 'hi' ? withBoth.description_hi! : withBoth.description!);
        await expect(grid).not.toContainText(lang === 'hi' ? withBoth.description! : withBoth.description_hi!);
        const album = lang === 'hi' ? withBoth.title_hi! : withBoth.title;
        await expect(page.getByTestId('page-banner').getByRole('heading', { level: 1 })).toHaveText(album);
        expect(await seriousViolations(page)).toEqual([]);
      });
    }
  });
}

test('switching the language after the page is live shows the other language’s content without a reload', async ({
  page,
  context,
}) => {
  await chooseLanguage(context, 'en');
  await page.setViewportSize({ width: 360, height: 800 });
  await page.goto('/');
  const slide = sliders[0]!;
  await expect(page.getByTestId('slide-caption').first()).toHaveText(slide.caption!);
  await pageIsLive(page);
  const box = await page.getByTestId('notice-board').boundingBox();
  await page.getByRole('button', { name: 'हिन्दी' }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
  await expect(page.getByTestId('slide-caption').first()).toHaveText(slide.caption_hi!);
  // The notice board keeps its place and height.
  const after = await page.getByTestId('notice-board').boundingBox();
  expect(after?.height).toBe(box?.height);
});
