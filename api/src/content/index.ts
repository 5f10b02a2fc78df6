// The content domain's routes: the public site's content, pages, images, documents, enquiries and the files for
// search engines, and the editors' calls that change them (decisions 015, 018, 019). Registered without a scope of
// their own (fastify-plugin).
import fp from 'fastify-plugin';
import content from './content-routes';
import media, { contentImages } from './media-routes';
import enquiry from './enquiry-routes';
import pages from './pages-routes';
import siteFiles from './site-files-routes';
import adminNotices from './admin-notices-routes';
import adminPages from './admin-pages-routes';
import adminEnquiries from './admin-enquiries-routes';
import adminMedia from './admin-media-routes';
import adminContent from './admin-content-routes';
import adminMediaDocuments from './admin-media-documents-routes';

export default fp(
  async (app) => {
    await app.register(content);
    await app.register(media);
    await app.register(contentImages);
    await app.register(enquiry);
    await app.register(pages);
    await app.register(siteFiles);
    await app.register(adminNotices);
    await app.register(adminPages);
    await app.register(adminEnquiries);
    await app.register(adminMedia);
    await app.register(adminContent);
    await app.register(adminMediaDocuments);
  },
  { name: 'content-domain' },
);
