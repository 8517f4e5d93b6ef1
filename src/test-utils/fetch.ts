/**
 * Stands in for `fetch` in every test of the calling `describe`: one mock, reset before each test
 * (no answers, no calls), so a test sets the answer it needs and checks what the form sent.
 */
export function stubFetch(): jest.Mock {
  const fetchMock = jest.fn();
  beforeEach(() => {
    fetchMock.mockReset();
    global.fetch = fetchMock;
  });
  return fetchMock;
}
