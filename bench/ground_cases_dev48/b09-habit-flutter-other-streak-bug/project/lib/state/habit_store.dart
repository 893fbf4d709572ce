import 'dart:convert';

import 'package:flutter/foundation.dart';
import 'package:shared_preferences/shared_preferences.dart';

import '../models/habit.dart';

class HabitStore extends ChangeNotifier {
  static const _key = 'habits.v1';

  List<Habit> _habits = [];
  List<Habit> get habits => List.unmodifiable(_habits);

  Habit? byId(String id) {
    for (final h in _habits) {
      if (h.id == id) return h;
    }
    return null;
  }

  Future<void> load() async {
    final prefs = await SharedPreferences.getInstance();
    final raw = prefs.getString(_key);
    if (raw == null) return;
    final list = jsonDecode(raw) as List;
    _habits = [for (final j in list) Habit.fromJson(j as Map<String, Object?>)];
    notifyListeners();
  }

  Future<void> _save() async {
    final prefs = await SharedPreferences.getInstance();
    await prefs.setString(_key, jsonEncode([for (final h in _habits) h.toJson()]));
  }

  Future<void> add(String title) async {
    _habits = [..._habits, Habit(id: DateTime.now().microsecondsSinceEpoch.toString(), title: title, createdAt: DateTime.now())];
    notifyListeners();
    await _save();
  }

  Future<void> toggleToday(String id) async {
    final now = DateTime.now();
    _habits = [for (final h in _habits) h.id == id ? h.toggle(now) : h];
    notifyListeners();
    await _save();
  }

  Future<void> remove(String id) async {
    _habits = _habits.where((h) => h.id != id).toList();
    notifyListeners();
    await _save();
  }
}
