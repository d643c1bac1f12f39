import { useQuery } from '@tanstack/react-query';
import { useCallback } from 'react';
import { studioQueryOptions } from '@/shared/api/get-studio';
import { studioParametersQueryOptions } from '../api/get-studio-parameters';

/** The studio and its parameters, fetched side by side; reload() refetches both ('Try Again'). */
export function useStudioDetail(id: number) {
  const studio = useQuery(studioQueryOptions(id));
  const parameters = useQuery(studioParametersQueryOptions(id));
  const { refetch: refetchStudio } = studio;
  const { refetch: refetchParameters } = parameters;
  const reload = useCallback(() => {
    void refetchStudio();
    void refetchParameters();
  }, [refetchStudio, refetchParameters]);
  return { studio, parameters, reload };
}
