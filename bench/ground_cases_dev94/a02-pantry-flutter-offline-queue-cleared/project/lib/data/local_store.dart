import 'dart:convert';

import 'package:shared_preferences/shared_preferences.dart';

import '../models/item.dart';
import 'sync_queue.dart';

/// The list and the not-yet-sent changes, kept in shared_preferences as JSON.
class LocalStore {
  LocalStore(this._prefs);

  static const _itemsKey = 'pantry.items.v2';
  static const _pendingKey = 'pantry.pending.v1';

  final SharedPreferences _prefs;

  static Future<LocalStore> open() async => LocalStore(await SharedPreferences.getInstance());

  Future<List<Item>> readItems() async {
    final raw = _prefs.getString(_itemsKey);
    if (raw == null) return const [];
    final list = jsonDecode(raw) as List<dynamic>;
    return [for (final e in list) Item.fromJson(e as Map<String, dynamic>)];
  }

  Future<void> writeItems(List<Item> items) async {
    await _prefs.setString(_itemsKey, jsonEncode([for (final i in items) i.toJson()]));
  }

  Future<List<PendingOp>> readPending() async {
    final raw = _prefs.getString(_pendingKey);
    if (raw == null) return const [];
    final list = jsonDecode(raw) as List<dynamic>;
    return [for (final e in list) PendingOp.fromJson(e as Map<String, dynamic>)];
  }

  Future<void> writePending(List<PendingOp> ops) async {
    await _prefs.setString(_pendingKey, jsonEncode([for (final op in ops) op.toJson()]));
  }
}
