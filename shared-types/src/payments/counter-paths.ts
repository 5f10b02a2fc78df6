// The paths of the counter's and the day-book's calls (decision 032), kept out of API_PATHS, which the shell loads,
// and out of counter.ts, whose request rules need yup: a screen that only builds an address downloads no yup.
export const COUNTER_PATHS = {
  /** GET (accounts): what the counter must take for a student and fee: ?student_id=&purpose= */
  due: '/api/admin/counter/due',
  /** POST (accounts): record a fee received at the counter; answers the office receipt. */
  receipts: '/api/admin/counter/receipts',
  /** GET (accounts): one office receipt, for its printout. */
  receipt: '/api/admin/counter/receipts/:id',
  /** POST (admin only): cancel an office receipt with a reason. */
  cancel: '/api/admin/counter/receipts/:id/cancel',
  /** GET (accounts): every receipt of a date range (India time), ?from=&to= */
  dayBook: '/api/admin/day-book',
  /** GET (accounts): the same as CSV with a byte-order mark. */
  dayBookCsv: '/api/admin/day-book.csv',
} as const;
