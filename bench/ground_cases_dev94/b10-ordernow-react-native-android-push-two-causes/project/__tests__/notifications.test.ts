import { Platform } from 'react-native';

jest.mock('@react-native-firebase/messaging', () => {
  const instance = {
    requestPermission: jest.fn(async () => 1),
    getToken: jest.fn(async () => 'token-1'),
    setBackgroundMessageHandler: jest.fn(),
    onMessage: jest.fn(() => jest.fn()),
    onTokenRefresh: jest.fn(() => jest.fn()),
  };
  const messaging = () => instance;
  messaging.AuthorizationStatus = { AUTHORIZED: 1, PROVISIONAL: 2, DENIED: 0 };
  return { __esModule: true, default: messaging };
});

jest.mock('@notifee/react-native', () => ({
  __esModule: true,
  default: {
    createChannel: jest.fn(async () => 'order-status'),
    displayNotification: jest.fn(async () => 'n1'),
    onForegroundEvent: jest.fn(() => jest.fn()),
    getInitialNotification: jest.fn(async () => null),
  },
  AndroidImportance: { HIGH: 4 },
  EventType: { PRESS: 1, DISMISSED: 0 },
}));

jest.mock('../src/navigation/navigationRef', () => ({ openOrder: jest.fn() }));

jest.mock('../src/api/client', () => ({ api: { registerPushToken: jest.fn(async () => undefined) } }));

import notifee from '@notifee/react-native';
import { openOrder } from '../src/navigation/navigationRef';
import { displayOrderNotification, setupNotifications } from '../src/notifications/setup';

describe('notifications', () => {
  it('shows data-only messages with the order id', async () => {
    await displayOrderNotification({ data: { title: '配達中です', body: 'まもなく到着', orderId: 'o-9' } } as never);
    expect(notifee.displayNotification).toHaveBeenCalledWith(
      expect.objectContaining({ title: '配達中です', data: { orderId: 'o-9' } }),
    );
  });

  it('registers the token on iOS', async () => {
    Platform.OS = 'ios';
    const cleanup = await setupNotifications();
    expect(typeof cleanup).toBe('function');
  });

  it('opens the order when a notification is pressed', async () => {
    Platform.OS = 'ios';
    await setupNotifications();
    const listener = (notifee.onForegroundEvent as jest.Mock).mock.calls.at(-1)[0];
    listener({ type: 1, detail: { notification: { data: { orderId: 'o-42' } } } });
    expect(openOrder).toHaveBeenCalledWith('o-42');
  });

  it('opens the order after a cold start from a notification', async () => {
    Platform.OS = 'ios';
    (notifee.getInitialNotification as jest.Mock).mockResolvedValueOnce({ notification: { data: { orderId: 'o-7' } } });
    await setupNotifications();
    expect(openOrder).toHaveBeenCalledWith('o-7');
  });
});
