class PodPhoto {
  PodPhoto({
    required this.podId,
    required this.path,
    required this.takenAt,
    required this.lat,
    required this.lng,
  });

  final String podId;
  final String path;
  final DateTime takenAt;
  final double lat;
  final double lng;

  Map<String, dynamic> toJson() => {
        'pod_id': podId,
        'path': path,
        'taken_at': takenAt.toUtc().toIso8601String(),
        'lat': lat,
        'lng': lng,
      };

  factory PodPhoto.fromJson(Map<String, dynamic> json) => PodPhoto(
        podId: json['pod_id'] as String,
        path: json['path'] as String,
        takenAt: DateTime.parse(json['taken_at'] as String),
        lat: (json['lat'] as num).toDouble(),
        lng: (json['lng'] as num).toDouble(),
      );
}
