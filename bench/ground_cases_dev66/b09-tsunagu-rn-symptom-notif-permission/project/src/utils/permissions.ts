import { PermissionsAndroid, Platform } from 'react-native';
import notifee, { AuthorizationStatus } from '@notifee/react-native';
import { Camera } from 'react-native-vision-camera';

/**
 * 権限まわりのヘルパー。どれも「使える状態なら true」を返す。
 */

export async function ensureCameraPermission(): Promise<boolean> {
  if (Platform.OS === 'android') {
    const result = await PermissionsAndroid.request(PermissionsAndroid.PERMISSIONS.CAMERA, {
      title: 'カメラの使用',
      message: 'イベント会場の QR コードを読み取るためにカメラを使います',
      buttonPositive: '許可する',
    });
    return result === PermissionsAndroid.RESULTS.GRANTED;
  }
  const status = await Camera.requestCameraPermission();
  return status === 'granted';
}

export async function ensureNotificationPermission(): Promise<boolean> {
  if (Platform.OS === 'android') return true; // Android は通知の許可が不要
  const settings = await notifee.requestPermission();
  return settings.authorizationStatus >= AuthorizationStatus.AUTHORIZED;
}

export async function ensurePhotoPermission(): Promise<boolean> {
  if (Platform.OS === 'android') {
    const permission =
      Platform.Version >= 33
        ? PermissionsAndroid.PERMISSIONS.READ_MEDIA_IMAGES
        : PermissionsAndroid.PERMISSIONS.READ_EXTERNAL_STORAGE;
    const result = await PermissionsAndroid.request(permission);
    return result === PermissionsAndroid.RESULTS.GRANTED;
  }
  return true;
}
