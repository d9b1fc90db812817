import type { ForumTopic } from '@gangazo/contracts';
import { baseApi, showAlert, useAppDispatch } from '@gangazo/platform';
import { Button } from '@gangazo/ui';
import { errorMessage } from '../shared/apiError';

const staffApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    setTopicFlags: build.mutation<unknown, { id: string; locked?: boolean; pinned?: boolean }>({
      query: ({ id, ...flags }) => ({ url: `/v1/moderation/topics/${id}/flags`, method: 'PUT', body: flags }),
      invalidatesTags: (_result, error, { id }) => (error ? [] : [{ type: 'Forum', id }, { type: 'Forum', id: 'LIST' }]),
    }),
  }),
});

/** Staff only (loaded lazily): close a topic to new comments, pin it at the top of the lists. */
export default function StaffTopicTools({ topic }: { topic: ForumTopic }) {
  const dispatch = useAppDispatch();
  const [setFlags, { isLoading }] = staffApi.useSetTopicFlagsMutation();
  const change = (flags: { locked?: boolean; pinned?: boolean }) =>
    void setFlags({ id: topic.id, ...flags })
      .unwrap()
      .catch((failure: unknown) => dispatch(showAlert({ type: 'error', title: '¡Upps!', message: errorMessage(failure, 'No pudimos cambiar el tema.') })));
  return (
    <>
      <Button size="sm" variant="secondary" disabled={isLoading} onClick={() => change({ locked: !topic.locked })}>
        {topic.locked ? 'Reabrir tema' : 'Cerrar tema'}
      </Button>
      <Button size="sm" variant="secondary" disabled={isLoading} onClick={() => change({ pinned: !topic.pinned })}>
        {topic.pinned ? 'Desfijar' : 'Fijar arriba'}
      </Button>
    </>
  );
}
