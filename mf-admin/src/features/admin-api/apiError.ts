/** The API's errors carry a Spanish `message` meant for people; anything else gets `fallback`. */
export function errorMessage(error: unknown, fallback: string): string {
  const data = error && typeof error === 'object' && 'data' in error ? (error as { data: unknown }).data : null;
  const message = data && typeof data === 'object' && 'message' in data ? (data as { message: unknown }).message : null;
  return typeof message === 'string' && message ? message : fallback;
}
