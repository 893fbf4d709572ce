import '../models/item.dart';
import 'api_client.dart';
import 'local_store.dart';

enum OpKind { add, update, delete }

class PendingOp {
  PendingOp(this.kind, this.item);
  PendingOp.add(Item item) : this(OpKind.add, item);
  PendingOp.update(Item item) : this(OpKind.update, item);
  PendingOp.delete(Item item) : this(OpKind.delete, item);

  factory PendingOp.fromJson(Map<String, dynamic> json) => PendingOp(
        OpKind.values.byName(json['kind'] as String),
        Item.fromJson(json['item'] as Map<String, dynamic>),
      );

  final OpKind kind;
  final Item item;

  Map<String, dynamic> toJson() => {'kind': kind.name, 'item': item.toJson()};
}

/// Local changes waiting for the server, persisted so they survive an app kill.
class SyncQueue {
  SyncQueue(this._store, this._api);

  final LocalStore _store;
  final ApiClient _api;
  bool _flushing = false;

  Future<void> enqueue(PendingOp op) async {
    final pending = await _store.readPending();
    await _store.writePending([...pending, op]);
  }

  /// Sends pending ops in order. Stops at the first network error and keeps the rest for later.
  Future<void> flush() async {
    if (_flushing) return;
    _flushing = true;
    try {
      final pending = await _store.readPending();
      for (final op in pending) {
        try {
          await _api.send(op);
        } on ApiException catch (e) {
          if (e.isPermanent) continue; // the server rejected it for good: drop it
          break; // offline or 5xx: try again on the next flush
        }
      }
      await _store.writePending(const []);
    } finally {
      _flushing = false;
    }
  }
}
