import React from 'react';
import { StyleSheet, Text, View } from 'react-native';
import type { Message } from '../api/chat';

export default function MessageBubble({ message }: { message: Message }) {
  const mine = message.author === 'customer';
  return (
    <View style={[styles.row, mine ? styles.right : styles.left]}>
      <View style={[styles.bubble, mine ? styles.mine : styles.theirs]}>
        {!mine && <Text style={styles.agent}>{message.agentName}</Text>}
        <Text style={mine ? styles.mineText : styles.theirsText}>{message.body}</Text>
        <Text style={styles.time}>
          {new Date(message.sentAt).toLocaleTimeString([], { hour: '2-digit', minute: '2-digit' })}
        </Text>
      </View>
    </View>
  );
}

const styles = StyleSheet.create({
  row: { marginVertical: 4, flexDirection: 'row' },
  left: { justifyContent: 'flex-start' },
  right: { justifyContent: 'flex-end' },
  bubble: { maxWidth: '80%', borderRadius: 16, paddingHorizontal: 12, paddingVertical: 8 },
  mine: { backgroundColor: '#2563eb' },
  theirs: { backgroundColor: '#f1f5f9' },
  mineText: { color: '#fff', fontSize: 15 },
  theirsText: { color: '#0f172a', fontSize: 15 },
  agent: { fontSize: 12, fontWeight: '600', color: '#475569', marginBottom: 2 },
  time: { fontSize: 11, color: '#94a3b8', marginTop: 4, alignSelf: 'flex-end' },
});
