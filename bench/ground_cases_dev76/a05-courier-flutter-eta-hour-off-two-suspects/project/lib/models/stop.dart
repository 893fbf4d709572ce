class Stop {
  Stop({
    required this.id,
    required this.address,
    required this.eta,
    required this.windowEnd,
    required this.status,
  });

  final String id;
  final String address;
  final DateTime eta;
  final DateTime windowEnd;
  final String status;

  bool get isDone => status == 'delivered' || status == 'failed';

  factory Stop.fromJson(Map<String, dynamic> json) {
    return Stop(
      id: json['id'] as String,
      address: json['address'] as String,
      eta: DateTime.parse(json['eta'] as String),
      windowEnd: DateTime.parse(json['window_end'] as String),
      status: json['status'] as String? ?? 'pending',
    );
  }
}
