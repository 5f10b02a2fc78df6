// What the payments domain offers the other domains (decision 034): they import from here, never from its other files.
export { formatAmount, indiaDateTime } from './payu';
export {
  collectionsOnDay,
  findTransaction,
  findTransactionByTxnid,
  isUniqueViolation,
  transactionsOfStudent,
} from './transactions-repository';
export type { TransactionRow } from './transactions-repository';
