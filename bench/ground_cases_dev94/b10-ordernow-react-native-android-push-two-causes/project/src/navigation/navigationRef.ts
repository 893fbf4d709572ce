import { createNavigationContainerRef } from '@react-navigation/native';

import type { RootStackParamList } from '../../App';

export const navigationRef = createNavigationContainerRef<RootStackParamList>();

type Pending = { name: 'OrderDetail'; params: { orderId: string } };

let pending: Pending | null = null;

/**
 * Opens an order. When the navigator is not mounted yet (cold start from a
 * notification) the request is kept until `flushPendingNavigation` runs.
 */
export function openOrder(orderId: string): void {
  if (!orderId) return;
  const target: Pending = { name: 'OrderDetail', params: { orderId } };
  if (navigationRef.isReady()) {
    navigationRef.navigate(target.name, target.params);
  } else {
    pending = target;
  }
}

export function flushPendingNavigation(): void {
  if (pending && navigationRef.isReady()) {
    const target = pending;
    pending = null;
    navigationRef.navigate(target.name, target.params);
  }
}

export function hasPendingNavigation(): boolean {
  return pending !== null;
}
