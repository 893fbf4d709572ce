import { useEffect } from 'react';
import { AppState, type AppStateStatus } from 'react-native';
import NetInfo from '@react-native-community/netinfo';

import { syncQueue } from '../sync/syncQueue';
import { markSynced } from '../sync/storage';

/** Flushes the sync queue when the app comes to the foreground or the network returns. */
export function useSync() {
  useEffect(() => {
    let cancelled = false;

    const flush = async () => {
      const sent = await syncQueue.flush();
      if (!cancelled && sent > 0) await markSynced();
    };

    const onAppState = (state: AppStateStatus) => {
      // 'background': iOS gives us a few seconds before suspending, enough for a small queue
      if (state === 'active' || state === 'background') flush();
    };

    const appSub = AppState.addEventListener('change', onAppState);
    const netUnsub = NetInfo.addEventListener((s) => {
      if (s.isConnected && s.isInternetReachable) flush();
    });

    syncQueue.init().then(flush);

    return () => {
      cancelled = true;
      appSub.remove();
      netUnsub();
    };
  }, []);
}
