class Workout {
  Workout({
    required this.id,
    required this.type,
    required this.startedAt,
    required this.duration,
    required this.updatedAt,
    this.calories,
    this.note,
  });

  final String id; // 客户端生成的 uuid
  final String type;
  final DateTime startedAt;
  final Duration duration;
  final DateTime updatedAt; // UTC
  final int? calories;
  final String? note;

  Map<String, Object?> toJson() => {
        'id': id,
        'type': type,
        'started_at': startedAt.toUtc().toIso8601String(),
        'duration_sec': duration.inSeconds,
        'updated_at': updatedAt.toUtc().toIso8601String(),
        'calories': calories,
        'note': note,
      };

  static Workout fromRow(Map<String, Object?> r) => Workout(
        id: r['id']! as String,
        type: r['type']! as String,
        startedAt: DateTime.parse(r['started_at']! as String),
        duration: Duration(seconds: r['duration_sec']! as int),
        updatedAt: DateTime.parse(r['updated_at']! as String),
        calories: r['calories'] as int?,
        note: r['note'] as String?,
      );
}
