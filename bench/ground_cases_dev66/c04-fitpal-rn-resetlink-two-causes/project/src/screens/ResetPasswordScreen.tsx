import React, { useState } from 'react';
import { Alert, Button, KeyboardAvoidingView, Platform, ScrollView, StyleSheet, Text, TextInput } from 'react-native';
import type { NativeStackScreenProps } from '@react-navigation/native-stack';

import { api } from '../api/client';
import type { AuthParamList } from '../navigation/types';

type Props = NativeStackScreenProps<AuthParamList, 'ResetPassword'>;

export function ResetPasswordScreen({ route, navigation }: Props) {
  const { token } = route.params;
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [busy, setBusy] = useState(false);

  const submit = async () => {
    if (password.length < 8) return Alert.alert('密码至少 8 位');
    if (password !== confirm) return Alert.alert('两次输入的密码不一致');
    setBusy(true);
    try {
      await api.resetPassword(token, password);
      Alert.alert('密码已重置，请重新登录');
      navigation.replace('SignIn');
    } catch (e) {
      Alert.alert('链接已失效，请重新申请');
    } finally {
      setBusy(false);
    }
  };

  return (
    <KeyboardAvoidingView style={styles.flex} behavior={Platform.OS === 'ios' ? 'padding' : undefined}>
      <ScrollView contentContainerStyle={styles.container} keyboardShouldPersistTaps="handled">
        <Text style={styles.title}>设置新密码</Text>
        <TextInput style={styles.input} secureTextEntry placeholder="新密码" value={password} onChangeText={setPassword} />
        <TextInput style={styles.input} secureTextEntry placeholder="确认新密码" value={confirm} onChangeText={setConfirm} />
        <Button title={busy ? '提交中…' : '确认'} onPress={submit} disabled={busy} />
      </ScrollView>
    </KeyboardAvoidingView>
  );
}

const styles = StyleSheet.create({
  flex: { flex: 1 },
  container: { flexGrow: 1, padding: 24 },
  title: { fontSize: 22, fontWeight: '600', marginTop: 48, marginBottom: 24 },
  input: { borderWidth: StyleSheet.hairlineWidth, borderColor: '#999', borderRadius: 8, padding: 12, marginBottom: 12 },
});
