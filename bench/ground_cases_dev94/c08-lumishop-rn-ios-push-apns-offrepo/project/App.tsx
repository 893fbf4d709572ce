import React, { useEffect } from 'react';
import { Linking } from 'react-native';
import { NavigationContainer } from '@react-navigation/native';
import { SafeAreaProvider } from 'react-native-safe-area-context';

import { linking, urlForPush } from './src/navigation/linking';
import RootNavigator from './src/navigation/RootNavigator';
import { onNotificationOpened } from './src/push';
import { CartProvider } from './src/state/cart';

export default function App() {
  useEffect(() => {
    // 推送点开时，服务端在 data.path 里带上站内路径，比如 "/orders/AB12"
    const unsubscribe = onNotificationOpened((data) => {
      if (typeof data.path === 'string') {
        Linking.openURL(urlForPush(data.path));
      }
    });
    return unsubscribe;
  }, []);

  return (
    <SafeAreaProvider>
      <CartProvider>
        <NavigationContainer linking={linking} fallback={null}>
          <RootNavigator />
        </NavigationContainer>
      </CartProvider>
    </SafeAreaProvider>
  );
}
