import React, { memo } from 'react';
import { Image, Pressable, StyleSheet, Text, View } from 'react-native';

import type { Chat } from '../api/client';
import { formatLastSeen, formatMessageTime, formatUnread } from '../utils/time';

type Props = {
  chat: Chat;
  onPress: (id: string) => void;
};

function ChatRow({ chat, onPress }: Props) {
  return (
    <Pressable style={styles.row} onPress={() => onPress(chat.id)}>
      <Image source={chat.avatarUrl ? { uri: chat.avatarUrl } : require('../../assets/avatar.png')} style={styles.avatar} />
      <View style={styles.body}>
        <View style={styles.line}>
          <Text style={styles.title} numberOfLines={1}>{chat.title}</Text>
          {chat.sentAt != null && <Text style={styles.time}>{formatMessageTime(chat.sentAt)}</Text>}
        </View>
        {chat.lastSeenAt != null && <Text style={styles.lastSeen}>{formatLastSeen(chat.lastSeenAt)}</Text>}
        <View style={styles.line}>
          <Text style={styles.preview} numberOfLines={1}>{chat.preview}</Text>
          {chat.unread > 0 && (
            <View style={[styles.badge, chat.muted && styles.badgeMuted]}>
              <Text style={styles.badgeText}>{formatUnread(chat.unread)}</Text>
            </View>
          )}
        </View>
      </View>
    </Pressable>
  );
}

const styles = StyleSheet.create({
  row: { flexDirection: 'row', paddingHorizontal: 16, paddingVertical: 10, alignItems: 'center' },
  avatar: { width: 48, height: 48, borderRadius: 24, marginRight: 12 },
  body: { flex: 1 },
  line: { flexDirection: 'row', alignItems: 'center', justifyContent: 'space-between' },
  title: { fontSize: 16, fontWeight: '600', flexShrink: 1 },
  time: { fontSize: 12, color: '#8a8a8e', marginLeft: 8 },
  lastSeen: { fontSize: 12, color: '#8a8a8e', marginTop: 1 },
  preview: { fontSize: 14, color: '#6b6b70', flexShrink: 1, marginTop: 2 },
  badge: { minWidth: 20, height: 20, borderRadius: 10, backgroundColor: '#ff3b30', paddingHorizontal: 6, justifyContent: 'center' },
  badgeMuted: { backgroundColor: '#b0b0b5' },
  badgeText: { color: '#fff', fontSize: 12, fontWeight: '600', textAlign: 'center' },
});

export default memo(ChatRow);
