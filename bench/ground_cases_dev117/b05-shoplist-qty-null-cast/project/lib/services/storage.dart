import 'dart:convert';

import 'package:shared_preferences/shared_preferences.dart';

import '../models/item.dart';

class StorageService {
  StorageService._(this._prefs);

  static const _key = 'items_v1';
  final SharedPreferences _prefs;

  static Future<StorageService> open() async {
    return StorageService._(await SharedPreferences.getInstance());
  }

  List<Item> loadItems() {
    final raw = _prefs.getString(_key);
    if (raw == null || raw.isEmpty) return [];
    final list = jsonDecode(raw) as List<dynamic>;
    return list.map((e) => Item.fromJson(e as Map<String, dynamic>)).toList();
  }

  Future<void> saveItems(List<Item> items) async {
    final raw = jsonEncode(items.map((i) => i.toJson()).toList());
    await _prefs.setString(_key, raw);
  }

  Future<void> clear() => _prefs.remove(_key);
}
