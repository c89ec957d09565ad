/**
 * The class-choice lock keep-alive bound to the screen: started when the class choice mounts, stopped when
 * the parent leaves (unmount clears the pending timer). A 201 stops it and is recorded; its msg toasts as
 * any failed call's (the error policy).
 */
import { useMutation } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useApi } from '../../../lib/services';
import { recordStepUpFailure } from '../api/failures';
import { keepAliveMutation } from '../api/queries';
import { createKeepAlive } from '../rules/keep-alive';

export function useKeepAlive(enabled: boolean): void {
  const { mutateAsync } = useMutation(keepAliveMutation(useApi()));
  // The timer outlives renders: it pings through the latest mutate.
  const ping = useRef(mutateAsync);
  ping.current = mutateAsync;
  useEffect(() => {
    if (!enabled) return;
    let lostMessage = '';
    const keeper = createKeepAlive({
      ping: async () => {
        const { result, message } = await ping.current();
        lostMessage = message;
        return result;
      },
      onStop: (reason) => {
        if (reason === 'lost') recordStepUpFailure({ action: 'keepAlive', code: 201, message: lostMessage });
      },
    });
    keeper.start();
    return () => keeper.stop();
  }, [enabled]);
}
