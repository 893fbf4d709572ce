import { launchImageLibrary, Asset } from 'react-native-image-picker';

export type PickedImage = { uri: string; width: number; height: number };

function toPicked(asset: Asset): PickedImage | null {
  if (!asset.uri || !asset.width || !asset.height) {
    return null;
  }
  return { uri: asset.uri, width: asset.width, height: asset.height };
}

/** イベントのカバー写真を1枚選ぶ */
export async function pickCoverImage(): Promise<PickedImage | null> {
  // Photo Picker（Android 13+）/ PHPicker（iOS）は権限なしで使える
  const result = await launchImageLibrary({
    mediaType: 'photo',
    selectionLimit: 1,
    maxWidth: 1600,
    maxHeight: 1600,
    quality: 0.8,
  });
  if (result.didCancel || !result.assets?.length) {
    return null;
  }
  return toPicked(result.assets[0]);
}

/** プロフィールのアイコン用。正方形に近い小さい画像で十分 */
export async function pickAvatarImage(): Promise<PickedImage | null> {
  const result = await launchImageLibrary({ mediaType: 'photo', selectionLimit: 1, maxWidth: 512, maxHeight: 512 });
  if (result.didCancel || !result.assets?.length) {
    return null;
  }
  return toPicked(result.assets[0]);
}
