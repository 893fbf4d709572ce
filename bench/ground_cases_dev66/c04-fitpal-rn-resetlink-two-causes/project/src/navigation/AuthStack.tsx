import React from 'react';
import { createNativeStackNavigator } from '@react-navigation/native-stack';

import { SignInScreen } from '../screens/SignInScreen';
import { ForgotPasswordScreen } from '../screens/ForgotPasswordScreen';
import { ResetPasswordScreen } from '../screens/ResetPasswordScreen';
import type { AuthParamList } from './types';

const Stack = createNativeStackNavigator<AuthParamList>();

const screenOptions = {
  headerBackTitleVisible: false,
  headerShadowVisible: false,
  contentStyle: { backgroundColor: '#fff' },
};

/**
 * Screens shown while signed out. The root navigator mounts this stack only when
 * there is no user; see RootNavigator.tsx.
 */
export function AuthStack() {
  return (
    <Stack.Navigator initialRouteName="SignIn" screenOptions={screenOptions}>
      <Stack.Screen name="SignIn" component={SignInScreen} options={{ title: '登录' }} />
      <Stack.Screen
        name="ForgotPassword"
        component={ForgotPasswordScreen}
        options={{ title: '忘记密码' }}
      />
      <Stack.Screen
        name="ResetPassword"
        component={ResetPasswordScreen}
        options={{ title: '重置密码', gestureEnabled: false }}
      />
    </Stack.Navigator>
  );
}
