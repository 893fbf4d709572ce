import 'package:flutter/foundation.dart';

/// Unread counts per thread, shown on the tab bar and the app icon.
class UnreadBadge extends ChangeNotifier {
  final Map<String, int> _byThread = {};

  int get total => _byThread.values.fold(0, (a, b) => a + b);

  int countFor(String threadId) => _byThread[threadId] ?? 0;

  void setFromServer(Map<String, int> counts) {
    _byThread
      ..clear()
      ..addAll(counts);
    notifyListeners();
  }

  void increment(String threadId) {
    _byThread[threadId] = countFor(threadId) + 1;
    notifyListeners();
  }

  void markRead(String threadId) {
    _byThread.remove(threadId);
    notifyListeners();
  }
}
