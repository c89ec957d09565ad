/**
 * The class-choice lock keep-alive bound to the screen: started when the class choice mounts, stopped when
 * the parent leaves (unmount clears the pending timer). A 201 stops it, is recorded, and the parent reads
 * the host's msg.
 */
import type { ApiClient } from '@wonder/contracts/client';
import { useEffect } from 'react';
import type { Feedback } from '../../../lib/ui';
import { recordStepUpFailure } from '../api/failures';
import { keepAlivePing } from '../api/step-up-api';
import { createKeepAlive } from '../rules/keep-alive';

export function useKeepAlive(api: ApiClient, feedback: Feedback, enabled: boolean): void {
  useEffect(() => {
    if (!enabled) return;
    let lostMessage = '';
    const keeper = createKeepAlive({
      ping: async () => {
        const { result, message } = await keepAlivePing(api);
        lostMessage = message;
        return result;
      },
      onStop: (reason) => {
        if (reason !== 'lost') return;
        recordStepUpFailure({ action: 'keepAlive', code: 201, message: lostMessage });
        if (lostMessage) feedback.toast({ content: lostMessage });
      },
    });
    keeper.start();
    return () => keeper.stop();
  }, [api, feedback, enabled]);
}
