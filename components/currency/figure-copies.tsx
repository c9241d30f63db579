/**
 * The copies of one figure, one per currency or area unit, of which CSS shows the one the <html>
 * mark names (app/globals.css). They are set as markup that React neither walks nor hydrates: a
 * page of prices holds eight copies of each, and hydrating them one element at a time was most of
 * a listing page's main-thread work. The markup comes from lib/html/markup.ts, which escapes
 * every text and attribute it writes.
 */
export function FigureCopies({ markup }: { markup: string }) {
  // eslint-disable-next-line react/no-danger -- markup written by lib/html/markup.ts, which escapes all it writes
  return <span dangerouslySetInnerHTML={{ __html: markup }} />;
}
