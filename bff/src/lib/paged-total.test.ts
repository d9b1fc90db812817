import { pagedTotal } from './paged-total';

const TOTAL = 5;
/** The rows a list of TOTAL items puts on `page`, and a count that says whether it was asked. */
function list(page: number, perPage: number) {
  const rowsOnPage = Math.max(0, Math.min(perPage, TOTAL - (page - 1) * perPage));
  const counted = { times: 0 };
  const count = async () => {
    counted.times += 1;
    return TOTAL;
  };
  return { rowsOnPage, count, counted };
}

test('every page of a list knows its total; only a full page or one past the end counts', async () => {
  for (const [page, perPage, counts] of [
    [1, 20, 0],
    [1, 6, 0],
    [1, 5, 1],
    [1, 2, 1],
    [2, 2, 1],
    [3, 2, 0],
    [4, 2, 1],
    [2, 5, 1],
    [9, 1, 1],
  ] as const) {
    const { rowsOnPage, count, counted } = list(page, perPage);
    expect({ page, perPage, total: await pagedTotal(rowsOnPage, page, perPage, count) }).toEqual({ page, perPage, total: TOTAL });
    expect({ page, perPage, counts: counted.times }).toEqual({ page, perPage, counts });
  }
});

test('an empty list is 0 without counting', async () => {
  const count = jest.fn(async () => 0);
  expect(await pagedTotal(0, 1, 20, count)).toBe(0);
  expect(count).not.toHaveBeenCalled();
});
