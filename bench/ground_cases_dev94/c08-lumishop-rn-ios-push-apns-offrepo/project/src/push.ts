import messaging, { type FirebaseMessagingTypes } from '@react-native-firebase/messaging';
import { Platform } from 'react-native';

import { registerPushToken } from './api/devices';

export type PushData = { [key: string]: string | object | undefined };

/** 登录后调用：申请权限、拿 FCM token 并上报给后端。 */
export async function initPush(userId: string): Promise<void> {
  const status = await messaging().requestPermission();
  const enabled =
    status === messaging.AuthorizationStatus.AUTHORIZED || status === messaging.AuthorizationStatus.PROVISIONAL;
  if (!enabled) {
    console.log('[push] permission denied');
    return;
  }
  if (Platform.OS === 'ios' && !messaging().isDeviceRegisteredForRemoteMessages) {
    await messaging().registerDeviceForRemoteMessages();
  }
  const token = await messaging().getToken();
  console.log('[push] fcm token', token);
  await registerPushToken(userId, token, Platform.OS);
  messaging().onTokenRefresh((next) => registerPushToken(userId, next, Platform.OS));
}

/** 用户点开通知（冷启动或从后台回来）时回调通知里的 data。 */
export function onNotificationOpened(handler: (data: PushData) => void): () => void {
  messaging()
    .getInitialNotification()
    .then((message) => {
      if (message?.data) handler(message.data);
    });
  return messaging().onNotificationOpenedApp((message: FirebaseMessagingTypes.RemoteMessage) => {
    if (message.data) handler(message.data);
  });
}
