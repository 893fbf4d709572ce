import React, { useEffect } from 'react';
import { NavigationContainer } from '@react-navigation/native';
import { SafeAreaProvider } from 'react-native-safe-area-context';
import RootNavigator from './src/navigation/RootNavigator';
import { linking } from './src/navigation/linking';
import { navigationRef } from './src/navigation/navigationRef';
import {
  handleInitialNotification,
  listenForNotificationTaps,
  requestNotificationPermission,
} from './src/notifications/handler';

export default function App() {
  useEffect(() => {
    requestNotificationPermission();
    const unsubscribe = listenForNotificationTaps();
    return unsubscribe;
  }, []);

  return (
    <SafeAreaProvider>
      <NavigationContainer
        ref={navigationRef}
        linking={linking}
        onReady={handleInitialNotification}
      >
        <RootNavigator />
      </NavigationContainer>
    </SafeAreaProvider>
  );
}
