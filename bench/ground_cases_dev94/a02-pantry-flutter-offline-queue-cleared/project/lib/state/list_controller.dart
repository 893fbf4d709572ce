import 'package:flutter/foundation.dart';

import '../data/api_client.dart';
import '../data/local_store.dart';
import '../data/sync_queue.dart';
import '../models/item.dart';

enum ListStatus { idle, loading, ready, error }

class ListController extends ChangeNotifier {
  ListController(this._store, this._api, this.queue);

  final LocalStore _store;
  final ApiClient _api;
  final SyncQueue queue;

  List<Item> _items = const [];
  ListStatus _status = ListStatus.idle;

  List<Item> get items => _items;
  ListStatus get status => _status;

  /// Shows the cached list right away, then replaces it with the server's copy plus unsent changes.
  Future<void> load() async {
    _status = ListStatus.loading;
    _items = await _store.readItems();
    notifyListeners();
    try {
      final remote = await _api.fetchItems();
      _items = _withPending(remote, await _store.readPending());
      await _store.writeItems(_items);
      _status = ListStatus.ready;
    } on ApiException {
      _status = _items.isEmpty ? ListStatus.error : ListStatus.ready;
    }
    notifyListeners();
  }

  void reset() {
    _items = const [];
    _status = ListStatus.idle;
    notifyListeners();
  }

  Future<void> add(String name) async {
    if (name.trim().isEmpty) return;
    final item = Item.draft(name);
    _items = [..._items, item];
    notifyListeners();
    await _store.writeItems(_items);
    await queue.enqueue(PendingOp.add(item));
    await queue.flush();
  }

  Future<void> toggle(Item item) async {
    final updated = item.copyWith(checked: !item.checked);
    _items = [for (final i in _items) i.id == item.id ? updated : i];
    notifyListeners();
    await _store.writeItems(_items);
    await queue.enqueue(PendingOp.update(updated));
    await queue.flush();
  }

  Future<void> clearChecked() async {
    final checked = _items.where((i) => i.checked).toList();
    if (checked.isEmpty) return;
    _items = _items.where((i) => !i.checked).toList();
    notifyListeners();
    await _store.writeItems(_items);
    for (final item in checked) {
      await queue.enqueue(PendingOp.delete(item));
    }
    await queue.flush();
  }

  List<Item> _withPending(List<Item> remote, List<PendingOp> pending) {
    final byId = {for (final i in remote) i.id: i};
    for (final op in pending) {
      switch (op.kind) {
        case OpKind.add:
        case OpKind.update:
          byId[op.item.id] = op.item;
        case OpKind.delete:
          byId.remove(op.item.id);
      }
    }
    return byId.values.toList()..sort((a, b) => a.createdAt.compareTo(b.createdAt));
  }
}
