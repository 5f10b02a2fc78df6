// One of the content calls a page needs beyond the startup data (videos, former principals, holidays): fetched
// when the page opens, answered from the API's memory with an ETag, so the office's change shows without a release.
import { useEffect, useState } from 'react';
import type { ApiPathName } from '@college/shared-types';
import { useApi } from '@college/web-kit';

export interface ContentState<T> {
  data: T | null;
  loading: boolean;
  failed: boolean;
}

export function useContent<T>(name: ApiPathName): ContentState<T> {
  const api = useApi();
  const [state, setState] = useState<ContentState<T>>({ data: null, loading: true, failed: false });
  useEffect(() => {
    const controller = new AbortController();
    api.get<{ data: T }>(name, { signal: controller.signal }).then(
      (answer) => setState({ data: answer.data, loading: false, failed: false }),
      () => {
        if (!controller.signal.aborted) setState({ data: null, loading: false, failed: true });
      },
    );
    return () => controller.abort();
  }, [api, name]);
  return state;
}
