import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';

import { apiFileRequest } from './api-client';

/**
 * The object URL of an image only its owner may fetch (`path` answers with the session's Authorization), for an
 * <img>; undefined while it loads or when it failed. The URL is revoked when the image is no longer shown.
 */
export function useProtectedImage(path: string, authorization?: string | null): string | undefined {
  const image = useQuery({
    queryKey: ['protected-image', path, authorization ?? null] as const,
    queryFn: ({ signal }) => apiFileRequest(path, signal, authorization),
    staleTime: Infinity,
  });
  const url = useMemo(
    () => (image.data === undefined ? undefined : URL.createObjectURL(image.data)),
    [image.data],
  );
  useEffect(
    () => () => {
      if (url !== undefined) {
        URL.revokeObjectURL(url);
      }
    },
    [url],
  );
  return url;
}
