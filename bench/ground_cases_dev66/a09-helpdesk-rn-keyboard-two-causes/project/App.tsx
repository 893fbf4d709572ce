import React from 'react';
import { SafeAreaProvider } from 'react-native-safe-area-context';
import { SystemBars } from 'react-native-edge-to-edge';
import AppNavigator from './src/navigation/AppNavigator';

export default function App() {
  return (
    <SafeAreaProvider>
      <SystemBars style="auto" />
      <AppNavigator />
    </SafeAreaProvider>
  );
}
