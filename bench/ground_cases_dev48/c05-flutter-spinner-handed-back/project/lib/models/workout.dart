class Workout {
  const Workout({
    required this.id,
    required this.title,
    required this.startedAt,
    required this.durationMinutes,
    required this.calories,
    this.notes,
  });

  final String id;
  final String title;
  final DateTime startedAt;
  final int durationMinutes;
  final int calories;
  final String? notes;

  factory Workout.fromJson(Map<String, dynamic> json) => Workout(
        id: json['id'] as String,
        title: json['title'] as String,
        startedAt: DateTime.parse(json['started_at'] as String).toLocal(),
        durationMinutes: json['duration_minutes'] as int,
        calories: json['calories'] as int? ?? 0,
        notes: json['notes'] as String?,
      );

  Map<String, dynamic> toJson() => {
        'id': id,
        'title': title,
        'started_at': startedAt.toUtc().toIso8601String(),
        'duration_minutes': durationMinutes,
        'calories': calories,
        if (notes != null) 'notes': notes,
      };
}
