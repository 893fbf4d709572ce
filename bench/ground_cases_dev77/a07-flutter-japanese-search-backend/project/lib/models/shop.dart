class Shop {
  Shop({required this.id, required this.name, required this.area, required this.rating});

  final String id;
  final String name;
  final String area;
  final double rating;

  factory Shop.fromJson(Map<String, dynamic> json) => Shop(
        id: json['id'] as String,
        name: json['name'] as String,
        area: json['area'] as String? ?? '',
        rating: (json['rating'] as num?)?.toDouble() ?? 0,
      );
}
