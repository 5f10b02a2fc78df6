// Gallery pages: the lightbox and its bounds, post links, and the sample videos, against the API's gallery.
import { expect, test, type APIRequestContext } from '@playwright/test';
import type { GalleryImage } from '@college/shared-types';
import { galleryImagesOf, galleryTypes } from '@college/shared-types';
import { pageIsLive } from '../support/live';

async function gallery(request: APIRequestContext): Promise<GalleryImage[]> {
  return ((await (await request.get('/api/v1/get-store-gallery')).json()) as { data: GalleryImage[] }).data;
}

test('the lightbox shows the image at 80% of the viewport; previous is disabled on the first, next on the last', async ({
  page,
  request,
}) => {
  const images = await gallery(request);
  // The gallery with the most images that open in the lightbox.
  const [type, boxed] = galleryTypes(images)
    .map((t) => [t, galleryImagesOf(images, t).filter((i) => !i.post_link)] as const)
    .sort((a, b) => b[1].length - a[1].length)[0]!;
  expect(boxed.length, 'the API lists a gallery with two images or more').toBeGreaterThanOrEqual(2);

  await page.goto(`/gallery/${type.slug}`);
  await pageIsLive(page);
  const thumbnails = page.getByTestId('gallery-grid').getByRole('button');
  await thumbnails.first().click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toHaveAccessibleName(`Image 1 of ${boxed.length}`);
  const previous = dialog.getByRole('button', { name: 'Previous image' });
  const next = dialog.getByRole('button', { name: 'Next image' });
  await expect(previous).toBeDisabled();
  await expect(next).toBeEnabled();
  const image = dialog.getByTestId('lightbox-image');
  await expect(image).toHaveAttribute('src', boxed[0]!.image_link);
  const box = await image.boundingBox();
  const viewport = page.viewportSize()!;
  expect(Math.abs((box?.width ?? 0) - viewport.width * 0.8)).toBeLessThanOrEqual(2);

  for (let i = 1; i < boxed.length; i += 1) await next.click();
  await expect(dialog).toHaveAccessibleName(`Image ${boxed.length} of ${boxed.length}`);
  await expect(image).toHaveAttribute('src', boxed[boxed.length - 1]!.image_link);
  await expect(next).toBeDisabled();
  await expect(previous).toBeEnabled();
  await page.keyboard.press('ArrowRight');
  await expect(dialog).toHaveAccessibleName(`Image ${boxed.length} of ${boxed.length}`);
  await page.keyboard.press('ArrowLeft');
  await expect(dialog).toHaveAccessibleName(`Image ${boxed.length - 1} of ${boxed.length}`);
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(thumbnails.first()).toBeFocused();

  await thumbnails.first().click();
  await page.getByRole('dialog').getByRole('button', { name: 'Close' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

test('a thumbnail with a post link opens the post in a new tab, labelled View Post', async ({ page, request }) => {
  const images = await gallery(request);
  const withPost = images.find((i) => i.post_link);
  expect(withPost, 'the API lists an image with a post link').toBeTruthy();
  const type = galleryTypes(images).find((t) => t.title === withPost!.title.trim())!;
  await page.goto(`/gallery/${type.slug}`);
  await pageIsLive(page);
  const link = page.getByTestId('gallery-grid').locator(`a[href="${withPost!.post_link}"]`);
  await expect(link).toContainText('View Post');
  await expect(link).toHaveAttribute('target', '_blank');
  await expect(link).toHaveAttribute('rel', /noopener/);
});

test("the Video gallery shows the office's videos, or the two sample videos while there are none", async ({
  page,
  request,
}) => {
  // Other tests of the run may publish a video from the console: the page follows the API.
  const videos = ((await (await request.get('/api/v1/get-store-videos')).json()) as { data: { title: string }[] }).data;
  await page.goto('/gallery/video');
  if (videos.length === 0) {
    await expect(page.getByRole('heading', { name: 'Sample Video', level: 2 })).toHaveCount(2);
    await expect(page.getByRole('button', { name: /Play/ })).toHaveCount(2);
    return;
  }
  for (const v of videos) await expect(page.getByRole('heading', { name: v.title, level: 2 })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Sample Video', level: 2 })).toHaveCount(0);
  await expect(page.getByRole('button', { name: /Play/ })).toHaveCount(videos.length);
});
