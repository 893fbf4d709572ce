import { PermissionsAndroid, Platform } from 'react-native';
import messaging, { FirebaseMessagingTypes } from '@react-native-firebase/messaging';
import { navigate } from '../navigation/navigationRef';

// 通知の許可をリクエストする（Android 13+ は POST_NOTIFICATIONS、iOS は APNs の許可）
export async function requestNotificationPermission(): Promise<boolean> {
  if (Platform.OS === 'android') {
    if (Platform.Version < 33) {
      return true;
    }
    const result = await PermissionsAndroid.request(
      PermissionsAndroid.PERMISSIONS.POST_NOTIFICATIONS,
    );
    return result === PermissionsAndroid.RESULTS.GRANTED;
  }
  const status = await messaging().requestPermission();
  return (
    status === messaging.AuthorizationStatus.AUTHORIZED ||
    status === messaging.AuthorizationStatus.PROVISIONAL
  );
}

type Data = FirebaseMessagingTypes.RemoteMessage['data'];

// サーバーが送る data: { type: 'order' | 'chat', orderId?, threadId? }（値はすべて文字列）
export function routeFromData(data: Data): boolean {
  if (!data) {
    return false;
  }
  if (data.type === 'order' && typeof data.orderId === 'string') {
    navigate('OrderDetail', { orderId: data.orderId });
    return true;
  }
  if (data.type === 'chat' && typeof data.threadId === 'string') {
    navigate('Chat', { threadId: data.threadId });
    return true;
  }
  return false;
}

// アプリが終了状態から通知タップで起動した時（cold start）
export async function handleInitialNotification(): Promise<void> {
  const initial = await messaging().getInitialNotification();
  routeFromData(initial.data);
}

// アプリがバックグラウンドにいる時の通知タップ
export function listenForNotificationTaps(): () => void {
  return messaging().onNotificationOpenedApp((message) => {
    routeFromData(message.data);
  });
}

export async function currentToken(): Promise<string | null> {
  try {
    return await messaging().getToken();
  } catch (e) {
    console.warn('FCM token unavailable', e);
    return null;
  }
}
