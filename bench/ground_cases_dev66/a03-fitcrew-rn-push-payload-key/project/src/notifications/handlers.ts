import messaging, { FirebaseMessagingTypes } from '@react-native-firebase/messaging';
import { navigationRef } from '../navigation/navigationRef';

type Route =
  | { screen: 'WorkoutDetail'; params: { workoutId: string } }
  | { screen: 'Profile'; params: { userId: string } }
  | { screen: 'Feed'; params?: undefined };

/** Maps a push payload to the screen it should open. */
export function routeFromPush(message: FirebaseMessagingTypes.RemoteMessage): Route {
  const data = message.data ?? {};
  switch (data.type) {
    case 'friend_workout_finished':
    case 'workout_kudos':
      return { screen: 'WorkoutDetail', params: { workoutId: data.workoutId as string } };
    case 'new_follower':
      return { screen: 'Profile', params: { userId: data.userId as string } };
    default:
      return { screen: 'Feed' };
  }
}

let pending: Route | null = null;

function open(route: Route) {
  if (navigationRef.isReady()) {
    navigationRef.navigate(route.screen as never, route.params as never);
  } else {
    // Cold start: the navigator isn't mounted yet; replay from onReady.
    pending = route;
  }
}

/** Called from NavigationContainer.onReady. */
export function flushPendingNotification() {
  if (pending) {
    const route = pending;
    pending = null;
    open(route);
  }
}

/** Wires notification taps (background and cold start) to navigation. */
export function registerNotificationHandlers() {
  const unsubscribe = messaging().onNotificationOpenedApp((message) => {
    open(routeFromPush(message));
  });

  messaging()
    .getInitialNotification()
    .then((message) => {
      if (message) {
        open(routeFromPush(message));
      }
    });

  return unsubscribe;
}
