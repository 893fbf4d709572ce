import 'package:flutter/foundation.dart';

import '../utils/date_utils.dart';

@immutable
class Habit {
  const Habit({
    required this.id,
    required this.title,
    required this.createdAt,
    this.checkIns = const [],
    this.colorValue = 0xFF009688,
  });

  final String id;
  final String title;
  final DateTime createdAt;

  /// When the user checked the habit off (one per day at most).
  final List<DateTime> checkIns;
  final int colorValue;

  bool isDoneOn(DateTime day) => checkIns.any((c) => isSameDay(c, day));

  Habit toggle(DateTime now) {
    if (isDoneOn(now)) {
      return copyWith(checkIns: checkIns.where((c) => !isSameDay(c, now)).toList());
    }
    return copyWith(checkIns: [...checkIns, now]);
  }

  /// Days in a row up to now.
  int currentStreak([DateTime? clock]) {
    final now = clock ?? DateTime.now();
    if (checkIns.isEmpty) return 0;
    final sorted = [...checkIns]..sort((a, b) => b.compareTo(a));
    if (daysBetween(sorted.first, now) != 0) return 0;
    var streak = 1;
    for (var i = 1; i < sorted.length; i++) {
      final gap = daysBetween(sorted[i], sorted[i - 1]);
      if (gap == 0) continue;
      if (gap != 1) break;
      streak++;
    }
    return streak;
  }

  int get totalDays => checkIns.map(dateOnly).toSet().length;

  Habit copyWith({String? title, List<DateTime>? checkIns, int? colorValue}) => Habit(
        id: id,
        title: title ?? this.title,
        createdAt: createdAt,
        checkIns: checkIns ?? this.checkIns,
        colorValue: colorValue ?? this.colorValue,
      );

  Map<String, Object?> toJson() => {
        'id': id,
        'title': title,
        'createdAt': createdAt.toIso8601String(),
        'checkIns': checkIns.map((c) => c.toIso8601String()).toList(),
        'color': colorValue,
      };

  factory Habit.fromJson(Map<String, Object?> json) => Habit(
        id: json['id']! as String,
        title: json['title']! as String,
        createdAt: DateTime.parse(json['createdAt']! as String),
        checkIns: [for (final c in json['checkIns']! as List) DateTime.parse(c as String)],
        colorValue: (json['color'] as int?) ?? 0xFF009688,
      );
}
