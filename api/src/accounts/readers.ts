// Who reads a student's record, as a plain value the edge builds from the request's token (plugins/auth.ts
// `readerOf`), so the services that show a record decide without knowing HTTP.

/** Who reads a student's record: the student it belongs to, or a member of the college's staff. */
export type Reader = { studentId: number } | { staffId: number };

/** Whether the reader may see a record of this student. */
export function mayRead(reader: Reader, studentId: number): boolean {
  return 'staffId' in reader || reader.studentId === studentId;
}
