import 'dart:async';

import 'package:flutter_test/flutter_test.dart';
import 'package:huddle/chat/chat_repository.dart';
import 'package:huddle/chat/message.dart';
import 'package:huddle/chat/socket_client.dart';

class FakeSocket extends SocketClient {
  FakeSocket() : super(Uri.parse('ws://test'));

  final sent = <Map<String, dynamic>>[];
  final _incoming = StreamController<Map<String, dynamic>>.broadcast();

  @override
  Stream<Map<String, dynamic>> get frames => _incoming.stream;

  @override
  void send(Map<String, dynamic> frame) => sent.add(frame);

  void push(Map<String, dynamic> frame) => _incoming.add(frame);
}

Map<String, dynamic> frame(String id, String text) => {
      'type': 'message',
      'message': {'id': id, 'room': 'general', 'author': 'ana', 'text': text, 'sent_at': '2025-09-01T10:00:00Z'},
    };

void main() {
  test('messages() joins the room once', () {
    final socket = FakeSocket();
    final repo = ChatRepository(socket);
    repo.messages('general');
    repo.messages('general');
    expect(socket.sent.where((f) => f['type'] == 'join'), hasLength(1));
  });

  test('incoming frames reach the room stream', () async {
    final socket = FakeSocket();
    final repo = ChatRepository(socket);
    final received = <Message>[];
    repo.messages('general').listen(received.add);
    socket.push(frame('m1', 'hi'));
    await Future<void>.delayed(Duration.zero);
    expect(received.map((m) => m.text), ['hi']);
  });
}
