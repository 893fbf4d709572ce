import React, { useCallback, useState } from 'react';
import {
  FlatList,
  KeyboardAvoidingView,
  Platform,
  Pressable,
  StyleSheet,
  Text,
  TextInput,
  View,
} from 'react-native';
import { useSafeAreaInsets } from 'react-native-safe-area-context';
import type { NativeStackScreenProps } from '@react-navigation/native-stack';
import MessageBubble from '../components/MessageBubble';
import { useTicketMessages, sendMessage } from '../api/chat';
import type { RootStackParamList } from '../navigation/AppNavigator';

type Props = NativeStackScreenProps<RootStackParamList, 'Chat'>;

export default function ChatScreen({ route }: Props) {
  const { ticketId } = route.params;
  const insets = useSafeAreaInsets();
  const { messages, refresh } = useTicketMessages(ticketId);
  const [draft, setDraft] = useState('');

  const onSend = useCallback(async () => {
    const text = draft.trim();
    if (!text) return;
    setDraft('');
    await sendMessage(ticketId, text);
    refresh();
  }, [draft, ticketId, refresh]);

  return (
    <KeyboardAvoidingView
      style={styles.flex}
      behavior={Platform.OS === 'ios' ? 'padding' : undefined}
      keyboardVerticalOffset={0}>
      <FlatList
        inverted
        data={messages}
        keyExtractor={(m) => m.id}
        renderItem={({ item }) => <MessageBubble message={item} />}
        contentContainerStyle={styles.list}
      />
      <View style={[styles.composer, { paddingBottom: Math.max(insets.bottom, 8) }]}>
        <TextInput
          style={styles.input}
          value={draft}
          onChangeText={setDraft}
          placeholder="Write a reply…"
          multiline
        />
        <Pressable
          onPress={onSend}
          style={styles.send}
          hitSlop={8}
          accessibilityRole="button"
          accessibilityLabel="Send reply"
          accessibilityState={{ disabled: !draft.trim() }}>
          <Text style={styles.sendIcon} importantForAccessibility="no" accessibilityElementsHidden>
            ➤
          </Text>
        </Pressable>
      </View>
    </KeyboardAvoidingView>
  );
}

const styles = StyleSheet.create({
  flex: { flex: 1 },
  list: { padding: 12 },
  composer: {
    flexDirection: 'row',
    alignItems: 'flex-end',
    paddingHorizontal: 8,
    paddingTop: 8,
    borderTopWidth: StyleSheet.hairlineWidth,
    borderTopColor: '#ccc',
  },
  input: { flex: 1, maxHeight: 120, paddingHorizontal: 12, paddingVertical: 8, fontSize: 16 },
  send: { minWidth: 44, minHeight: 44, alignItems: 'center', justifyContent: 'center' },
  sendIcon: { fontSize: 18, color: '#2563eb' },
});
