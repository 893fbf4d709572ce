import notifee, { AndroidImportance, TimestampTrigger, TriggerType } from '@notifee/react-native';
import { ensureNotificationPermission } from '../utils/permissions';

const CHANNEL_ID = 'event-reminders';

async function ensureChannel(): Promise<string> {
  return notifee.createChannel({
    id: CHANNEL_ID,
    name: 'イベントのリマインド',
    importance: AndroidImportance.HIGH,
  });
}

/** イベント開始の1時間前にローカル通知を予約する */
export async function scheduleReminder(eventId: string, title: string, startsAt: Date): Promise<boolean> {
  const allowed = await ensureNotificationPermission();
  if (!allowed) {
    return false;
  }
  const fireAt = startsAt.getTime() - 60 * 60 * 1000;
  if (fireAt <= Date.now()) {
    return false;
  }
  const channelId = await ensureChannel();
  const trigger: TimestampTrigger = { type: TriggerType.TIMESTAMP, timestamp: fireAt };
  await notifee.createTriggerNotification(
    {
      id: `reminder-${eventId}`,
      title: 'まもなく開始',
      body: `${title} は1時間後に始まります`,
      android: { channelId, pressAction: { id: 'default' } },
    },
    trigger,
  );
  return true;
}

export async function cancelReminder(eventId: string): Promise<void> {
  await notifee.cancelTriggerNotification(`reminder-${eventId}`);
}
