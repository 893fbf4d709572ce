import React, { useState } from 'react';
import { Alert, Button, ScrollView, Text, StyleSheet } from 'react-native';
import { scheduleReminder, cancelReminder } from '../notifications/reminders';

export type Event = { id: string; title: string; place: string; startsAt: string };

export default function EventDetailScreen({ event }: { event: Event }) {
  const [reminded, setReminded] = useState(false);

  const toggleReminder = async () => {
    if (reminded) {
      await cancelReminder(event.id);
      setReminded(false);
      return;
    }
    const ok = await scheduleReminder(event.id, event.title, new Date(event.startsAt));
    if (!ok) {
      Alert.alert('リマインドを設定できませんでした', '通知の設定を確認してください');
      return;
    }
    setReminded(true);
  };

  return (
    <ScrollView contentContainerStyle={styles.body}>
      <Text style={styles.title}>{event.title}</Text>
      <Text>{event.place}</Text>
      <Text>{new Date(event.startsAt).toLocaleString('ja-JP')}</Text>
      <Button title={reminded ? 'リマインドを解除' : '1時間前にリマインド'} onPress={toggleReminder} />
    </ScrollView>
  );
}

const styles = StyleSheet.create({
  body: { padding: 16, gap: 8 },
  title: { fontSize: 20, fontWeight: '700' },
});
