/**
 * The newcomer config, asked only for students while fresh enrollment is open (doc 2 §4: default open). The
 * popups and the blocks both read it; one rule, one request (shared query keys).
 */
import { useQuery } from '@tanstack/react-query';
import { readGathered } from '../../../lib/first-load/gathered-queries';
import { useApi } from '../../../lib/services';
import { enrollmentOpenQuery, newcomerQuery } from '../api/queries';

export function useNewcomer(studentCalls: boolean) {
  const api = useApi();
  const enrollmentOpen = useQuery(readGathered(enrollmentOpenQuery(api)));
  const asked = studentCalls && enrollmentOpen.data === true;
  const newcomer = useQuery(readGathered(newcomerQuery(api, asked)));
  return { newcomer, asked, deciding: enrollmentOpen.isPending };
}
