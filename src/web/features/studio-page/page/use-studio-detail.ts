import { useQuery } from '@tanstack/react-query';
import { useCallback } from 'react';
import { studioQueryOptions } from '@/shared/api/get-studio';
import { studioVerificationsQueryOptions } from '../freshness/get-verifications';
import { studioParametersQueryOptions } from './get-studio-parameters';

/**
 * The studio, its parameters and when each value was last verified, fetched side by side; reload()
 * refetches the studio and its parameters ('Try Again').
 */
export function useStudioDetail(id: number) {
  const studio = useQuery(studioQueryOptions(id));
  const parameters = useQuery(studioParametersQueryOptions(id));
  const verifications = useQuery(studioVerificationsQueryOptions(id));
  const { refetch: refetchStudio } = studio;
  const { refetch: refetchParameters } = parameters;
  const reload = useCallback(() => {
    void refetchStudio();
    void refetchParameters();
  }, [refetchStudio, refetchParameters]);
  return { studio, parameters, verifications: verifications.data, reload };
}
