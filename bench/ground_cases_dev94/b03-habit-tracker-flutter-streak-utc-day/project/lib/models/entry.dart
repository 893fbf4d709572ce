/// One check-in of a habit, as stored on the server.
class Entry {
  const Entry({
    required this.id,
    required this.habitId,
    required this.recordedAt,
    this.note,
    this.value = 1,
  });

  final String id;
  final String habitId;
  final DateTime recordedAt;
  final String? note;
  final int value;

  factory Entry.fromJson(Map<String, dynamic> json) => Entry(
        id: json['id'] as String,
        habitId: json['habit_id'] as String,
        recordedAt: DateTime.parse(json['recorded_at'] as String),
        note: json['note'] as String?,
        value: (json['value'] as num?)?.toInt() ?? 1,
      );

  Map<String, dynamic> toJson() => {
        'id': id,
        'habit_id': habitId,
        'recorded_at': recordedAt.toUtc().toIso8601String(),
        if (note != null) 'note': note,
        'value': value,
      };

  @override
  bool operator ==(Object other) => other is Entry && other.id == id && other.recordedAt == recordedAt;

  @override
  int get hashCode => Object.hash(id, recordedAt);
}
