/**
 * A paged list's total: known without counting when the page came back short (the list ends on
 * it), as for most offers' and topics' first page of comments. A count reads the whole collection
 * on the embedded engine (~10 ms for the demo's comments), so it is left to the lists that need it.
 */
export async function pagedTotal(rowsOnPage: number, page: number, perPage: number, count: () => Promise<number>): Promise<number> {
  if (rowsOnPage < perPage && (rowsOnPage > 0 || page === 1)) return (page - 1) * perPage + rowsOnPage;
  return count();
}
