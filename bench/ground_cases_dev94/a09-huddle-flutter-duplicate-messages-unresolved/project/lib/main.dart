import 'package:flutter/material.dart';

import 'chat/chat_repository.dart';
import 'chat/chat_scope.dart';
import 'chat/chat_screen.dart';
import 'chat/socket_client.dart';

void main() {
  final socket = SocketClient(Uri.parse(const String.fromEnvironment(
    'HUDDLE_WS',
    defaultValue: 'wss://chat.huddle.dev/ws',
  )));
  socket.connect();
  runApp(HuddleApp(repository: ChatRepository(socket)));
}

class HuddleApp extends StatelessWidget {
  const HuddleApp({super.key, required this.repository});

  final ChatRepository repository;

  @override
  Widget build(BuildContext context) {
    return ChatScope(
      repository: repository,
      child: MaterialApp(
        title: 'Huddle',
        theme: ThemeData(colorSchemeSeed: Colors.indigo, useMaterial3: true),
        home: const ChatScreen(roomId: 'general', title: '#general'),
      ),
    );
  }
}

/// Rooms shown in the drawer until the room list endpoint exists.
const defaultRooms = ['general', 'mobile', 'random'];
