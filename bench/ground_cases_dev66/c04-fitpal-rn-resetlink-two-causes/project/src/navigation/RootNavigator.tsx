import React from 'react';
import { NavigationContainer } from '@react-navigation/native';
import { createNativeStackNavigator } from '@react-navigation/native-stack';

import { useAuth } from '../auth/AuthContext';
import { AuthStack } from './AuthStack';
import { MainStack } from './MainStack';
import { linking } from './linking';
import { SplashScreen } from '../screens/SplashScreen';
import type { RootParamList } from './types';

const Root = createNativeStackNavigator<RootParamList>();

export function RootNavigator() {
  const { user, restoring } = useAuth();
  const isReady = !restoring;

  if (!isReady) {
    return <SplashScreen />;
  }

  return (
    <NavigationContainer linking={linking}>
      <Root.Navigator screenOptions={{ headerShown: false }}>
        {user ? (
          <Root.Screen name="Main" component={MainStack} />
        ) : (
          <Root.Screen name="Auth" component={AuthStack} />
        )}
      </Root.Navigator>
    </NavigationContainer>
  );
}
