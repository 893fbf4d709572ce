import type { NavigatorScreenParams } from '@react-navigation/native';

export type AuthParamList = {
  SignIn: undefined;
  ForgotPassword: undefined;
  ResetPassword: { token: string };
};

export type MainParamList = {
  Home: undefined;
  Workout: { id: string };
  Invite: { code: string };
  Settings: undefined;
};

export type RootParamList = {
  Auth: NavigatorScreenParams<AuthParamList>;
  Main: NavigatorScreenParams<MainParamList>;
};
