class QueueStatus {
  QueueStatus({required this.waiting, required this.nowCalling, required this.estimatedMinutes, required this.updatedAt});

  factory QueueStatus.fromJson(Map<String, dynamic> json) => QueueStatus(
        waiting: json['waiting'] as int,
        nowCalling: json['now_calling'] as int,
        estimatedMinutes: json['estimated_minutes'] as int,
        updatedAt: DateTime.parse(json['updated_at'] as String),
      );

  final int waiting;
  final int nowCalling;
  final int estimatedMinutes;
  final DateTime updatedAt;
}
