/** Day and short month of a notice's created_at (ISO), e.g. { day: '05', month: 'Aug 2025' }; null if unreadable. */
export function noticeDate(iso: string | null | undefined, lang: 'en' | 'hi'): { day: string; month: string } | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})/.exec(iso ?? '');
  if (!m) return null;
  const [, year, month, day] = m as unknown as [string, string, string, string];
  const names =
    lang === 'hi'
      ? ['जन', 'फ़र', 'मार्च', 'अप्रै', 'मई', 'जून', 'जुला', 'अग', 'सित', 'अक्टू', 'नव', 'दिस']
      : ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
  const name = names[Number(month) - 1];
  if (!name) return null;
  return { day, month: `${name} ${year}` };
}
