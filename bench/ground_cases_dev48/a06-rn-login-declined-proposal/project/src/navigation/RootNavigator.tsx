import { NavigationContainer } from "@react-navigation/native";
import { createNativeStackNavigator } from "@react-navigation/native-stack";
import { useEffect, useState } from "react";

import { sessionToken } from "../api/auth";
import { LoginScreen } from "../screens/LoginScreen";
import { RoutesScreen } from "../screens/RoutesScreen";
import { SignupScreen } from "../screens/SignupScreen";

type RootStack = { Login: undefined; Signup: undefined; Routes: undefined };
const Stack = createNativeStackNavigator<RootStack>();

export function RootNavigator() {
  const [signedIn, setSignedIn] = useState<boolean | null>(null);

  useEffect(() => {
    sessionToken().then((t) => setSignedIn(Boolean(t)));
  }, []);

  if (signedIn === null) return null;

  return (
    <NavigationContainer>
      <Stack.Navigator screenOptions={{ headerShown: false }}>
        {signedIn ? (
          <Stack.Screen name="Routes" component={RoutesScreen} />
        ) : (
          <>
            <Stack.Screen name="Login">{() => <LoginScreen onSignedIn={() => setSignedIn(true)} />}</Stack.Screen>
            <Stack.Screen name="Signup">{({ navigation }) => <SignupScreen onDone={() => navigation.goBack()} />}</Stack.Screen>
          </>
        )}
      </Stack.Navigator>
    </NavigationContainer>
  );
}
