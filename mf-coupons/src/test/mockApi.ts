// The BFF stand-in now lives in '@gangazo/platform/testing'. This re-export only serves
// share/SharePages.test.tsx until its import moves there too; then delete this file.
export { mockApi, apiError, type RecordedRequest } from '@gangazo/platform/testing';
