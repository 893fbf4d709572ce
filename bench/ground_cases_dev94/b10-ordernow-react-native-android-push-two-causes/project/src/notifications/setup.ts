import { PermissionsAndroid, Platform } from 'react-native';
import messaging, { FirebaseMessagingTypes } from '@react-native-firebase/messaging';
import notifee, { AndroidImportance, EventType } from '@notifee/react-native';

import { api } from '../api/client';
import { openOrder } from '../navigation/navigationRef';

export const ORDER_CHANNEL = 'order-status';

export async function requestPermission(): Promise<boolean> {
  if (Platform.OS === 'android') {
    if (Platform.Version > 33) {
      const result = await PermissionsAndroid.request(PermissionsAndroid.PERMISSIONS.POST_NOTIFICATIONS);
      return result === PermissionsAndroid.RESULTS.GRANTED;
    }
    return true;
  }
  const status = await messaging().requestPermission();
  return (
    status === messaging.AuthorizationStatus.AUTHORIZED || status === messaging.AuthorizationStatus.PROVISIONAL
  );
}

/** The server sends data-only messages so that the app decides how they look. */
export async function displayOrderNotification(message: FirebaseMessagingTypes.RemoteMessage): Promise<void> {
  const data = message.data ?? {};
  await notifee.displayNotification({
    title: String(data.title ?? '注文の状況が変わりました'),
    body: String(data.body ?? ''),
    data: { orderId: String(data.orderId ?? '') },
    android: { channelId: ORDER_CHANNEL, pressAction: { id: 'default' }, smallIcon: 'ic_stat_order' },
  });
}

export async function setupNotifications(): Promise<() => void> {
  await notifee.createChannel({ id: ORDER_CHANNEL, name: '注文状況', importance: AndroidImportance.HIGH });
  const granted = await requestPermission();
  if (!granted) {
    return () => {};
  }
  const token = await messaging().getToken();
  await api.registerPushToken(token, Platform.OS);

  messaging().setBackgroundMessageHandler(displayOrderNotification);
  const unsubscribeMessage = messaging().onMessage(displayOrderNotification);
  const unsubscribeToken = messaging().onTokenRefresh((t) => api.registerPushToken(t, Platform.OS));
  const unsubscribePress = notifee.onForegroundEvent(({ type, detail }) => {
    if (type === EventType.PRESS) {
      openOrder(String(detail.notification?.data?.orderId ?? ''));
    }
  });

  // Launched by tapping a notification while the app was not running.
  const initial = await notifee.getInitialNotification();
  if (initial) {
    openOrder(String(initial.notification.data?.orderId ?? ''));
  }

  return () => {
    unsubscribeMessage();
    unsubscribeToken();
    unsubscribePress();
  };
}
