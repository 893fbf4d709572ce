class Store {
  Store({required this.id, required this.name, required this.address, required this.openHours});

  factory Store.fromJson(Map<String, dynamic> json) => Store(
        id: json['id'] as String,
        name: json['name'] as String,
        address: json['address'] as String,
        openHours: json['open_hours'] as String? ?? '',
      );

  final String id;
  final String name;
  final String address;
  final String openHours;
}
