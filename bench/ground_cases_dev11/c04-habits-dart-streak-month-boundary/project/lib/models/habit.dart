import '../utils/date_utils.dart';

class Habit {
  final String id;
  final String name;
  final int color;
  final List<DateTime> checkIns;
  final DateTime createdAt;

  const Habit({
    required this.id,
    required this.name,
    required this.color,
    required this.checkIns,
    required this.createdAt,
  });

  bool checkedInOn(DateTime day) =>
      checkIns.any((c) => dateOnly(c) == dateOnly(day));

  Habit checkIn(DateTime at) => copyWith(checkIns: [...checkIns, at]);

  Habit copyWith({String? name, int? color, List<DateTime>? checkIns}) => Habit(
        id: id,
        name: name ?? this.name,
        color: color ?? this.color,
        checkIns: checkIns ?? this.checkIns,
        createdAt: createdAt,
      );

  factory Habit.fromJson(Map<String, dynamic> json) => Habit(
        id: json['id'] as String,
        name: json['name'] as String,
        color: (json['color'] as int?) ?? 0xFF2196F3,
        checkIns: (json['checkIns'] as List<dynamic>)
            .map((e) => DateTime.parse(e as String))
            .toList(),
        createdAt: DateTime.parse(json['createdAt'] as String),
      );

  Map<String, dynamic> toJson() => {
        'id': id,
        'name': name,
        'color': color,
        'checkIns': checkIns.map((c) => c.toIso8601String()).toList(),
        'createdAt': createdAt.toIso8601String(),
      };
}
