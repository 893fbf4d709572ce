import { Linking } from 'react-native';
import type { LinkingOptions } from '@react-navigation/native';

import { consumeInitialPushUrl } from '../push/initialPush';
import type { RootParamList } from './types';

/**
 * Deep links and universal links.
 *   fitpal://workout/123
 *   https://fitpal.app/reset-password/<token>   (password reset email)
 *   https://fitpal.app/invite/<code>
 */
export const linking: LinkingOptions<RootParamList> = {
  prefixes: ['fitpal://', 'https://fitpal.app', 'https://www.fitpal.app'],
  config: {
    screens: {
      Auth: {
        screens: {
          SignIn: 'sign-in',
          ResetPassword: 'reset-password/:token',
        },
      },
      Main: {
        screens: {
          Home: '',
          Workout: 'workout/:id',
          Invite: 'invite/:code',
          Settings: 'settings',
        },
      },
    },
  },
  async getInitialURL() {
    // Cold start from a tapped push notification: its data carries the URL.
    const fromPush = await consumeInitialPushUrl();
    if (fromPush) return fromPush;
    const url = await Linking.getInitialURL();
    return url?.startsWith('fitpal://') ? url : null;
  },
};

export default linking;
