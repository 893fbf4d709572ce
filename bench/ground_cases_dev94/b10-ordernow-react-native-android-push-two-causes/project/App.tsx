import React, { useEffect } from 'react';
import { NavigationContainer } from '@react-navigation/native';
import { createNativeStackNavigator } from '@react-navigation/native-stack';

import { navigationRef, flushPendingNavigation } from './src/navigation/navigationRef';
import { setupNotifications } from './src/notifications/setup';
import { OrderDetailScreen } from './src/screens/OrderDetailScreen';
import { OrdersScreen } from './src/screens/OrdersScreen';

export type RootStackParamList = {
  Orders: undefined;
  OrderDetail: { orderId: string };
};

const Stack = createNativeStackNavigator<RootStackParamList>();

export default function App() {
  useEffect(() => {
    let cleanup: (() => void) | undefined;
    setupNotifications()
      .then((fn) => {
        cleanup = fn;
      })
      .catch((e) => console.warn('[push] setup failed', e));
    return () => cleanup?.();
  }, []);

  return (
    <NavigationContainer ref={navigationRef} onReady={flushPendingNavigation}>
      <Stack.Navigator>
        <Stack.Screen name="Orders" component={OrdersScreen} options={{ title: '注文履歴' }} />
        <Stack.Screen name="OrderDetail" component={OrderDetailScreen} options={{ title: '注文詳細' }} />
      </Stack.Navigator>
    </NavigationContainer>
  );
}
