import 'package:flutter/foundation.dart';

import '../models/entry.dart';
import '../utils/date_utils.dart';
import 'api_client.dart';

/// Keeps the last 60 days of entries in memory and tells listeners when they change.
class EntryRepository extends ChangeNotifier {
  EntryRepository(this._api);

  final ApiClient _api;
  List<Entry> _entries = const [];
  bool _loading = false;

  List<Entry> get entries => _entries;
  bool get loading => _loading;

  Future<void> refresh({DateTime? now}) async {
    if (_loading) return;
    _loading = true;
    notifyListeners();
    try {
      final since = (now ?? DateTime.now()).subtract(const Duration(days: 60));
      _entries = await _api.fetchEntries(since: since);
      _entries.sort((a, b) => b.recordedAt.compareTo(a.recordedAt));
    } finally {
      _loading = false;
      notifyListeners();
    }
  }

  Future<void> record(String habitId, {String? note}) async {
    final draft = Entry(id: '', habitId: habitId, recordedAt: DateTime.now(), note: note);
    final saved = await _api.createEntry(draft);
    _entries = [saved, ..._entries];
    notifyListeners();
  }

  List<Entry> today({DateTime? now}) => entriesOn(_entries, now ?? DateTime.now());
}
