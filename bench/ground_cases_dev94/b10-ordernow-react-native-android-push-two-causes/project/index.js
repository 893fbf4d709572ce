/**
 * Entry point. Registers the root component; everything else starts from App.
 */
import { AppRegistry, LogBox } from 'react-native';

import App from './App';
import { name as appName } from './app.json';

// react-native-firebase prints this for every message in dev; the handlers are set up in App.
LogBox.ignoreLogs(['No background message handler has been set']);

if (__DEV__) {
  // Show which build is running in Flipper/Metro logs.
  console.log(`[ordernow] starting ${appName} (dev)`);
}

AppRegistry.registerComponent(appName, () => App);

/*
 * Headless tasks (none yet). Anything that must run while the app is killed
 * has to be registered here, before registerComponent returns, because App is
 * not mounted in that case.
 *
 * Example:
 *   AppRegistry.registerHeadlessTask('SyncOrders', () => syncOrdersTask);
 */
export {};

// Keep this file small: Metro loads it before the bundle's other modules.
// The push notification setup lives in src/notifications/setup.ts.
