// npm run demo-images -w api: runs the demo content's drawings (api/assets/media/*.svg, the logo aside) through the
// content image pipeline (content/images-service.ts) and writes the files to api/assets/media/images/ with manifest.json,
// so the seeded content names content image URLs (width, height and copies, as an upload would) without encoding
// anything at start. Run it after changing a drawing; a test fails when the manifest and the drawings disagree.
import fs from 'node:fs/promises';
import path from 'node:path';
import {
  DEMO_IMAGE_SOURCES,
  DEMO_IMAGES_DIR,
  DEMO_IMAGES_MANIFEST,
  encodeContentImage,
} from '../content/images-service';
import { MEDIA_DIR } from '../content/media-routes';

async function main(): Promise<void> {
  const sources = (await fs.readdir(MEDIA_DIR)).filter((f) => DEMO_IMAGE_SOURCES.test(f)).sort();
  await fs.rm(DEMO_IMAGES_DIR, { recursive: true, force: true });
  await fs.mkdir(DEMO_IMAGES_DIR, { recursive: true });
  const manifest: Record<string, { url: string; width: number; height: number }> = {};
  let bytes = 0;
  for (const source of sources) {
    const image = await encodeContentImage(await fs.readFile(path.join(MEDIA_DIR, source)), { allowSvg: true });
    for (const f of image.files) {
      await fs.writeFile(path.join(DEMO_IMAGES_DIR, f.name), f.bytes);
      bytes += f.bytes.length;
    }
    manifest[source] = { url: image.url, width: image.width, height: image.height };
  }
  await fs.writeFile(DEMO_IMAGES_MANIFEST, `${JSON.stringify(manifest, null, 2)}\n`);
  console.log(`${sources.length} demo images, ${Math.round(bytes / 1024)} KB in ${DEMO_IMAGES_DIR}`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
