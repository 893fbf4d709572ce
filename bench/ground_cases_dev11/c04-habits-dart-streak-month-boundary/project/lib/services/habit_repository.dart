import 'dart:convert';

import 'package:shared_preferences/shared_preferences.dart';

import '../models/habit.dart';

class HabitRepository {
  static const _key = 'habits.v2';

  final SharedPreferences _prefs;

  HabitRepository(this._prefs);

  List<Habit> loadAll() {
    final raw = _prefs.getString(_key);
    if (raw == null) return [];
    final list = jsonDecode(raw) as List<dynamic>;
    return list.map((e) => Habit.fromJson(e as Map<String, dynamic>)).toList();
  }

  Future<void> saveAll(List<Habit> habits) async {
    final raw = jsonEncode(habits.map((h) => h.toJson()).toList());
    await _prefs.setString(_key, raw);
  }

  Future<void> upsert(Habit habit) async {
    final all = loadAll();
    final i = all.indexWhere((h) => h.id == habit.id);
    if (i >= 0) {
      all[i] = habit;
    } else {
      all.add(habit);
    }
    await saveAll(all);
  }
}
