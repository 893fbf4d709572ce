import 'package:flutter/widgets.dart';

import 'chat_repository.dart';

/// Makes the [ChatRepository] available to the widget tree.
class ChatScope extends InheritedWidget {
  const ChatScope({super.key, required this.repository, required super.child});

  final ChatRepository repository;

  static ChatRepository of(BuildContext context) {
    final scope = context.dependOnInheritedWidgetOfExactType<ChatScope>();
    assert(scope != null, 'No ChatScope above this context');
    return scope!.repository;
  }

  @override
  bool updateShouldNotify(ChatScope oldWidget) => repository != oldWidget.repository;
}

/// Small helpers used by several chat widgets.
extension ChatContext on BuildContext {
  ChatRepository get chat => ChatScope.of(this);

  bool get isCompact => MediaQuery.of(this).size.width < 360;

  EdgeInsets get bubblePadding =>
      isCompact ? const EdgeInsets.symmetric(horizontal: 8, vertical: 4) : const EdgeInsets.symmetric(horizontal: 12, vertical: 6);

  Color bubbleColor({required bool mine}) {
    final scheme = Theme.of(this).colorScheme;
    return mine ? scheme.primaryContainer : scheme.surfaceContainerHighest;
  }
}
