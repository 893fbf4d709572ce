import notifee from '@notifee/react-native';
import { scheduleReminder } from '../src/notifications/reminders';

jest.mock('@notifee/react-native', () => ({
  __esModule: true,
  default: {
    createChannel: jest.fn(async () => 'event-reminders'),
    createTriggerNotification: jest.fn(async () => 'id'),
    cancelTriggerNotification: jest.fn(),
    requestPermission: jest.fn(async () => ({ authorizationStatus: 1 })),
  },
  AndroidImportance: { HIGH: 4 },
  AuthorizationStatus: { AUTHORIZED: 1 },
  TriggerType: { TIMESTAMP: 0 },
}));
jest.mock('react-native-vision-camera', () => ({ Camera: {} }));

describe('scheduleReminder', () => {
  it('skips events that start within the hour', async () => {
    const soon = new Date(Date.now() + 30 * 60 * 1000);
    expect(await scheduleReminder('e1', 'もくもく会', soon)).toBe(false);
  });

  it('schedules one hour before', async () => {
    const later = new Date(Date.now() + 5 * 60 * 60 * 1000);
    expect(await scheduleReminder('e2', '読書会', later)).toBe(true);
    expect(notifee.createTriggerNotification).toHaveBeenCalled();
  });
});
