import messaging from '@react-native-firebase/messaging';
import { Platform, PermissionsAndroid } from 'react-native';
import { api } from '../api/client';

export async function registerPushToken(): Promise<void> {
  if (Platform.OS === 'android' && Platform.Version >= 33) {
    const granted = await PermissionsAndroid.request(PermissionsAndroid.PERMISSIONS.POST_NOTIFICATIONS);
    if (granted !== PermissionsAndroid.RESULTS.GRANTED) {
      return;
    }
  } else if (Platform.OS === 'ios') {
    const status = await messaging().requestPermission();
    if (status === messaging.AuthorizationStatus.DENIED) {
      return;
    }
  }

  const token = await messaging().getToken();
  await api.registerDevice(token, Platform.OS);

  messaging().onTokenRefresh(async (fresh) => {
    await api.registerDevice(fresh, Platform.OS);
  });
}
