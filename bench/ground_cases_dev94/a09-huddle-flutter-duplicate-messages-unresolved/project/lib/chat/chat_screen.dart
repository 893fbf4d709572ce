import 'dart:async';

import 'package:flutter/material.dart';
import 'package:intl/intl.dart';

import 'chat_repository.dart';
import 'chat_scope.dart';
import 'composer.dart';
import 'message.dart';

const me = 'me';

class ChatScreen extends StatefulWidget {
  const ChatScreen({super.key, required this.roomId, required this.title});

  final String roomId;
  final String title;

  @override
  State<ChatScreen> createState() => _ChatScreenState();
}

class _ChatScreenState extends State<ChatScreen> {
  final _messages = <Message>[];
  final _scroll = ScrollController();
  late ChatRepository _repo;
  StreamSubscription<Message>? _sub;
  bool _historyRequested = false;
  bool _compact = false;

  @override
  void didChangeDependencies() {
    super.didChangeDependencies();
    _repo = ChatScope.of(context);
    _compact = MediaQuery.of(context).size.width < 360;
    if (!_historyRequested) {
      _historyRequested = true;
      _loadHistory();
    }
    _sub = _repo.messages(widget.roomId).listen(_onMessage);
  }

  @override
  void dispose() {
    _sub?.cancel();
    _scroll.dispose();
    super.dispose();
  }

  Future<void> _loadHistory() async {
    final history = await _repo.loadHistory(widget.roomId);
    if (!mounted) return;
    setState(() => _messages.insertAll(0, history));
  }

  void _onMessage(Message message) {
    setState(() => _messages.add(message));
    WidgetsBinding.instance.addPostFrameCallback((_) {
      if (_scroll.hasClients) _scroll.jumpTo(_scroll.position.maxScrollExtent);
    });
  }

  @override
  Widget build(BuildContext context) {
    final time = DateFormat.Hm();
    return Scaffold(
      appBar: AppBar(title: Text(widget.title)),
      body: Column(
        children: [
          Expanded(
            child: ListView.builder(
              controller: _scroll,
              itemCount: _messages.length,
              itemBuilder: (context, i) {
                final m = _messages[i];
                final mine = m.author == me;
                final firstOfRun = i == 0 || _messages[i - 1].author != m.author;
                return Align(
                  alignment: mine ? Alignment.centerRight : Alignment.centerLeft,
                  child: Container(
                    margin: EdgeInsets.fromLTRB(mine ? 48 : 8, firstOfRun ? 8 : 2, mine ? 8 : 48, 0),
                    padding: context.bubblePadding,
                    decoration: BoxDecoration(
                      color: context.bubbleColor(mine: mine),
                      borderRadius: BorderRadius.circular(12),
                    ),
                    child: Column(
                      crossAxisAlignment: mine ? CrossAxisAlignment.end : CrossAxisAlignment.start,
                      children: [
                        if (firstOfRun && !mine)
                          Text(m.author, style: Theme.of(context).textTheme.labelMedium),
                        Text(m.text),
                        Text(time.format(m.sentAt.toLocal()), style: Theme.of(context).textTheme.labelSmall),
                      ],
                    ),
                  ),
                );
              },
            ),
          ),
          Composer(onSend: (text) => _repo.send(widget.roomId, text)),
        ],
      ),
    );
  }
}
