import React, { useEffect, useState } from 'react';
import { StyleSheet, Text, TouchableOpacity, View } from 'react-native';
import { useSafeAreaInsets } from 'react-native-safe-area-context';
import { Camera, useCameraDevice, useCodeScanner } from 'react-native-vision-camera';
import { ensureCameraPermission } from '../utils/permissions';

type Props = { onScanned: (code: string) => void; onClose: () => void };

export default function ScannerScreen({ onScanned, onClose }: Props) {
  const device = useCameraDevice('back');
  const insets = useSafeAreaInsets();
  const [allowed, setAllowed] = useState<boolean | null>(null);
  const codeScanner = useCodeScanner({
    codeTypes: ['qr'],
    onCodeScanned: (codes) => {
      const value = codes[0]?.value;
      if (value) onScanned(value);
    },
  });

  useEffect(() => {
    ensureCameraPermission().then(setAllowed);
  }, []);

  if (allowed === false) {
    return <Text style={styles.message}>設定アプリでカメラを許可してください</Text>;
  }
  if (!device || allowed === null) {
    return <Text style={styles.message}>カメラを準備中…</Text>;
  }
  return (
    <View style={styles.container}>
      <Camera style={StyleSheet.absoluteFill} device={device} isActive codeScanner={codeScanner} />
      <View style={[styles.footer, { paddingBottom: Math.max(insets.bottom, 16) }]}>
        <Text style={styles.hint}>受付の QR コードを枠内に映してください</Text>
        <TouchableOpacity style={styles.close} onPress={onClose}>
          <Text style={styles.closeText}>閉じる</Text>
        </TouchableOpacity>
      </View>
    </View>
  );
}

const styles = StyleSheet.create({
  container: { flex: 1, backgroundColor: 'black' },
  message: { margin: 24, textAlign: 'center' },
  footer: { position: 'absolute', left: 0, right: 0, bottom: 0, paddingHorizontal: 24, paddingTop: 24 },
  hint: { color: 'white', textAlign: 'center', marginBottom: 16 },
  close: { alignSelf: 'center', paddingHorizontal: 32, paddingVertical: 12, backgroundColor: '#ffffffcc', borderRadius: 24 },
  closeText: { fontSize: 16, fontWeight: '600' },
});
