import { useQuery } from '@tanstack/react-query';
import { useCallback } from 'react';
import { studioQueryOptions } from '@/shared/api/get-studio';
import { studioParametersQueryOptions } from '../api/get-studio-parameters';
import { studioVerificationsQueryOptions } from '../api/get-verifications';

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
