// Every API path, in one table: the calls of the spec keep their exact paths; `:name` is one segment.
export const API_PATHS = {
  health: '/api/health',
  /** 200 when the database answers and is migrated; 503 otherwise and while shutting down (the balancer's check). */
  ready: '/api/ready',
  storeData: '/api/v1/get-store-data',
  storeSliders: '/api/v1/get-store-sliders',
  storeNotices: '/api/v1/get-store-notices',
  storeGallery: '/api/v1/get-store-gallery',
  courseData: '/api/v1/get-course-data',
  usefulLinks: '/api/v1/get-useful-links',
  staffs: '/api/v1/get-staffs',
  addEnquiry: '/api/v1/add-enquiry',
  signin: '/api/v2/signin',
  signup: '/api/v2/signup',
  logout: '/api/v2/logout',
  sendOtp: '/api/v2/send-otp',
  validateOtp: '/api/v2/validate-otp',
  resetPassword: '/api/v2/reset-password',
  resetPasswordConfirm: '/api/v2/reset-password/confirm',
  getUser: '/api/v2/get-user',
  completeProfile: '/api/v2/complete-profile',
  uploadDocument: '/api/v2/upload-document',
  admissionSave: '/api/v2/admission/save2',
  admissionPrint: '/api/v2/admission/print2',
  /** GET, Bearer (owner): the student's own submitted form, to edit it again (a correction the office asked for). */
  admissionForm: '/api/v2/admission/form',
  /** GET, PUT (owner): the form's values kept on the server while it is filled, with the files uploaded to it. */
  admissionDraft: '/api/v2/admission/draft',
  /** PUT (multipart, one `file`), DELETE, GET (owner): one upload of the draft, sent as soon as it is chosen. */
  admissionDraftFile: '/api/v2/admission/draft/files/:field',
  paymentInitiate: '/api/v2/payment/initiate',
  // Payment results, a student's own receipt and file, and the office
  paymentSuccess: '/api/v2/student/payment/success',
  paymentFailed: '/api/v2/student/payment/failed',
  /** GET, Bearer (owner): one of the student's own transactions, for the chalan receipt. */
  paymentReceipt: '/api/v2/payment/receipt/:txnid',
  /** POST, Bearer (owner): asks the gateway at once about one of the student's own pending payments. */
  paymentCheck: '/api/v2/payment/check/:txnid',
  /** GET, Bearer (owner or administrator): a file of an admission form (photo, signature, mark sheets). */
  admissionFile: '/api/v2/admission/file/:admission_code/:field',
  adminSignin: '/api/admin/signin',
  adminLogout: '/api/admin/logout',
  adminStudents: '/api/admin/students',
  adminStudent: '/api/admin/students/:id',
  adminStudentStatus: '/api/admin/students/:id/status',
  adminAdmission: '/api/admin/admissions/:admission_code',
  adminExport: '/api/admin/admissions.csv',
  /** GET, administrator: a document a student uploaded (upload-document), by its id. */
  adminDocument: '/api/admin/documents/:id',
  // The office console (decision 009): Bearer staff token unless marked public; roles in brackets, and `admin`
  // may call every one. docs/api.md ("Office console API") documents each.
  /** GET (public): the site's settings (academic session), cached like the content calls. */
  settings: '/api/v1/settings',
  /** GET (any role): the signed-in staff member. */
  adminMe: '/api/admin/me',
  /** POST (any role): change one's own password. */
  adminPassword: '/api/admin/password',
  /** POST (public): set a password with the single-use token of a mailed link. */
  adminSetPassword: '/api/admin/set-password',
  /** GET, POST (admin): list and create staff accounts (a new one gets a set-password link by mail). */
  adminStaff: '/api/admin/staff',
  /** PATCH (admin): a staff member's name, role, or disabled. */
  adminStaffMember: '/api/admin/staff/:id',
  /** POST (admin): mail a new set-password link. */
  adminStaffLink: '/api/admin/staff/:id/link',
  /** GET (admin): accounts held back now by failed sign-ins (students and staff). */
  adminLoginHolds: '/api/admin/login-holds',
  /** POST (admin): lift one hold ({ kind, account }); audited. */
  adminLoginHoldLift: '/api/admin/login-holds/lift',
  /** GET (verifier, accounts): the overview counts. */
  adminOverview: '/api/admin/overview',
  /** POST (verifier): approve with a fee. */
  adminApprove: '/api/admin/students/:id/approve',
  /** POST (verifier): reject with a reason. */
  adminReject: '/api/admin/students/:id/reject',
  /** POST (verifier): ask for a correction; the student's form reopens. */
  adminCorrection: '/api/admin/students/:id/correction',
  /** POST (verifier): approve several applicants with one fee. */
  adminBulkApprove: '/api/admin/students/approve',
  // Scrutiny of a submitted form (api/src/selection): verifiers check, accounts read, admin all
  /** GET (verifier, accounts): each uploaded document with its check, the verified figures, the form's state. */
  adminScrutiny: '/api/admin/students/:id/scrutiny',
  /** PUT (verifier): { state: verified | not_acceptable, reason } for one document (field such as mark_10th). */
  adminScrutinyDocument: '/api/admin/students/:id/scrutiny/documents/:field',
  /** POST (verifier): { field, verified_value, note }: a figure of the form differs from the marksheet. */
  adminScrutinyFigures: '/api/admin/students/:id/scrutiny/figures',
  /** POST (verifier): send the form back now, listing the documents not acceptable. */
  adminScrutinyCorrection: '/api/admin/students/:id/scrutiny/correction',
  /** GET, PUT (admin): the site's settings. */
  adminSettings: '/api/admin/settings',
  /** GET (verifier, accounts), PUT (admin): the admission fee table. */
  adminFees: '/api/admin/fees',
  /** GET (verifier, accounts), PUT (admin): seats per course. */
  adminSeats: '/api/admin/seats',
  /**
   * GET (verifier, accounts), PUT (admin): the seat matrix of a course and year (decision 023): seats, reservation
   * rates, weightage and the course's admission mode, with the computed matrix; a change is audited.
   */
  adminSeatMatrix: '/api/admin/seat-matrix/:course/:year',
  /** POST (admin, verifier, accounts): the round that would be published now (decision 023); nothing saved. */
  adminSelectionPreview: '/api/admin/selection/:course/:year/preview',
  /** GET (readers), POST (admin): the rounds of a course and year; POST publishes one with its payment window. */
  adminSelectionRounds: '/api/admin/selection/:course/:year/rounds',
  /** POST (admin): after the window, unpaid offers lapse. */
  adminSelectionRoundClose: '/api/admin/selection/:course/:year/rounds/:round/close',
  /** POST (admin): a lapsed offer is reinstated with a new deadline. */
  adminSelectionOfferReinstate: '/api/admin/selection/:course/:year/rounds/:round/offers/:id/reinstate',
  /** POST (admin): a reserved compartment's vacant seats go to UR for later rounds. */
  adminSelectionRelease: '/api/admin/selection/:course/:year/release',
  /**
   * GET (admin, verifier, accounts): the entrance ranks imported for a course and year; POST (admin): a new rank list
   * as CSV replaces them, all or nothing (decision 027).
   */
  adminSelectionEntranceRanks: '/api/admin/selection/:course/:year/entrance-ranks',
  /** GET (admin, verifier, accounts): the admitted register, ?course=&year=&category=&q= (decision 027). */
  adminAdmitted: '/api/admin/admitted',
  /** GET (admin, verifier, accounts): the same register as CSV with a byte-order mark, times in India time. */
  adminAdmittedCsv: '/api/admin/admitted.csv',
  /** GET (student): the student's offer or place in the merit list. */
  studentSelection: '/api/v2/selection',
  /** GET (the student holding the offer, or staff): the offer letter of the student's seat, with its verification code. */
  offerLetter: '/api/v2/offer-letter/:admission_code',
  /** GET, public: every published merit list (course, year, round, published and last changed). */
  meritLists: '/api/v1/merit-lists',
  /** GET, public: one list, 100 rows a page by rank (?page=), or the rows of a form number (?q=). */
  meritList: '/api/v1/merit-lists/:course/:year/:round',
  /** GET, public: the whole list as CSV (UTF-8 with BOM, headers in both languages). */
  meritListCsv: '/api/v1/merit-lists/:course/:year/:round/csv',
  /** GET, public: the whole list as a printable page (print or save as PDF). */
  meritListPrint: '/api/v1/merit-lists/:course/:year/:round/print',
  /** GET (admin): the audit log. */
  adminAudit: '/api/admin/audit',
  /**
   * The messages of decision 035 (paths in MESSAGING_PATHS): `log`, `settings`, `preview`, `bulk`, or a message's
   * id (POST: resend).
   */
  adminMessages: '/api/admin/messages/:part',
  // Payments that match the money (decision 005); staff calls for the accounts role (and admin)
  /** POST, form-encoded, from the gateway: the payment webhook (same reverse hash and checks as the callback). */
  paymentWebhook: '/api/v2/payment/webhook',
  /** GET (accounts): transactions with filters (status, purpose, course, date, date_from, date_to, mode). */
  adminPayments: '/api/admin/payments',
  /** POST (accounts): reconcile every pending transaction with the gateway now; answers ReconcileCounts. */
  adminPaymentsReconcile: '/api/admin/payments/reconcile',
  /** POST (accounts): "Check with the bank" for one transaction. */
  adminPaymentVerify: '/api/admin/payments/:txnid/verify',
  /** POST (accounts): refund a payment marked refund_due through the gateway. */
  adminPaymentRefund: '/api/admin/payments/:txnid/refund',
  /** GET (accounts): the daily collection report, ?date=YYYY-MM-DD (India time). */
  adminPaymentsReport: '/api/admin/payments/report',
  /** GET (accounts): the same report as CSV with a byte-order mark. */
  adminPaymentsReportCsv: '/api/admin/payments/report.csv',
  // The office publishes the site (decision 015); editor role (and admin)
  /** GET (editor): every notice, drafts too; POST (editor): a new notice, a draft. */
  adminNotices: '/api/admin/notices',
  /** PUT (editor): change a notice (it stays as it was published or not); DELETE (editor): remove it. */
  adminNotice: '/api/admin/notices/:id',
  /** POST (editor): publish a notice, or with { published: false } take it back to a draft. */
  adminNoticePublish: '/api/admin/notices/:id/publish',
  /** GET (editor): every page with its draft state and last publication; POST (editor): a new page. */
  adminPages: '/api/admin/pages',
  /** GET (editor): a page's draft and versions; PUT (editor): save the draft (sanitised HTML). */
  adminPage: '/api/admin/pages/:slug',
  /** POST (editor): publish the draft as a new version. */
  adminPagePublish: '/api/admin/pages/:slug/publish',
  /** POST (editor): publish an earlier version again, { version }. */
  adminPageRestore: '/api/admin/pages/:slug/restore',
  /** GET (editor): the enquiries and feedback, newest first, ?status=new|answered. */
  adminEnquiries: '/api/admin/enquiries',
  /** POST (editor): mail a reply { message } to the sender; the enquiry becomes answered. */
  adminEnquiryReply: '/api/admin/enquiries/:id/reply',
  /** GET (editor): every enquiry as CSV (UTF-8 with BOM). */
  adminEnquiriesCsv: '/api/admin/enquiries.csv',
  // Content images (decision 018): uploaded by the editor, served with their narrower copies
  /** POST (editor), multipart `images` (1 to 20 files, each at most 10 MB): answers { data: [{ url, width, height }] }. */
  adminMediaImages: '/api/admin/media/images',
  /** GET, public: one stored content image or copy, cached for a year (shared-types content/images.ts names them). */
  mediaImage: '/api/media/images/:file',
  /** GET (editor): the college's own record; PUT (editor): change it (published at once). */
  adminContentStore: '/api/admin/content/store',
  /** GET (editor): every row of a kind (sliders, gallery, videos, staffs, ...); POST (editor): add one. */
  adminContentList: '/api/admin/content/:kind',
  /** PUT (editor): change a row; DELETE (editor): remove it. */
  adminContentItem: '/api/admin/content/:kind/:id',
  /** PUT (editor): the order of a kind's rows, { ids }. */
  adminContentOrder: '/api/admin/content/:kind/order',
  /** POST (editor): several photos of one gallery album at once, { title, photos }. */
  adminContentGalleryPhotos: '/api/admin/content/gallery/photos',
  /** GET (editor): the list of holidays' PDF; PUT (editor): set it, { pdf } (empty: the built-in one). */
  adminContentHolidaysPdf: '/api/admin/content/holidays/pdf',
  /** POST (editor), multipart `file`: a PDF (10 MB at most), answered { data: { url, size } }. */
  adminMediaDocuments: '/api/admin/media/documents',
  /** GET, public: a PDF the office uploaded, at its content-hashed address (cached for a year). */
  publicDocument: '/api/media/documents/:file',
  /** GET, public: the videos of the Video gallery. */
  storeVideos: '/api/v1/get-store-videos',
  /** GET, public: the college's former principals. */
  pastPrincipals: '/api/v1/get-past-principals',
  /** GET, public: the list of holidays, its PDF and rows. */
  holidays: '/api/v1/get-holidays',
  /** GET, public: a published page in both languages with its last-updated date. */
  page: '/api/v1/pages/:slug',
  /** GET, public: every published page's slug, titles and last-updated date (the sitemap page). */
  pages: '/api/v1/pages',
  /** GET, public: when each kind of content last changed, { data: ContentDates } ("Last updated" of a page). */
  contentDates: '/api/v1/content-dates',
  // Printout verification
  /** GET, public: what a code confirms; no personal data. */
  verify: '/api/v2/verify/:code',
  /** GET, Bearer (owner or administrator): the code to print, for ?admission_code=... or ?txnid=... */
  verificationCode: '/api/v2/verification-code',
} as const;

export type ApiPathName = keyof typeof API_PATHS;

/** Fills the `:name` segments of a path from the table; every value is URI-encoded. */
export function apiPath(name: ApiPathName, params: Record<string, string | number> = {}): string {
  return API_PATHS[name].replace(/:([a-z_]+)/g, (_, key: string) => {
    const value = params[key];
    if (value === undefined) throw new Error(`Missing path parameter ${key} for ${name}`);
    return encodeURIComponent(String(value));
  });
}
