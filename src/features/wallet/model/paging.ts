/** The page after `last`, or undefined at the end. */
export function nextPage(last: { pageNum: number; totalPages: number }): number | undefined {
  return last.pageNum < last.totalPages ? last.pageNum + 1 : undefined;
}
