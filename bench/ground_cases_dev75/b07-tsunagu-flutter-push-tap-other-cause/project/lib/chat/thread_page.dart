import 'package:flutter/material.dart';
import 'package:provider/provider.dart';

import 'unread_badge.dart';

class ThreadPage extends StatefulWidget {
  const ThreadPage({super.key, required this.threadId});

  static const route = '/thread';

  final String threadId;

  @override
  State<ThreadPage> createState() => _ThreadPageState();
}

class _ThreadPageState extends State<ThreadPage> {
  @override
  void initState() {
    super.initState();
    WidgetsBinding.instance.addPostFrameCallback((_) {
      context.read<UnreadBadge>().markRead(widget.threadId);
    });
  }

  @override
  Widget build(BuildContext context) {
    return Scaffold(
      appBar: AppBar(title: const Text('スレッド')),
      body: Center(child: Text('thread ${widget.threadId}')),
    );
  }
}

class HomePage extends StatelessWidget {
  const HomePage({super.key});

  @override
  Widget build(BuildContext context) {
    final unread = context.watch<UnreadBadge>().total;
    return Scaffold(
      appBar: AppBar(title: Text(unread > 0 ? 'ホーム ($unread)' : 'ホーム')),
    );
  }
}
