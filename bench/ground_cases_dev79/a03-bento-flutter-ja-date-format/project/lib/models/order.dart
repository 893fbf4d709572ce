class Order {
  Order({required this.id, required this.title, required this.placedAt, required this.deliveredAt});

  final String id;
  final String title;
  final DateTime placedAt;
  final DateTime deliveredAt;

  static List<Order> sample() => [
        Order(id: 'A-1001', title: 'Salmon bento', placedAt: DateTime(2025, 11, 2, 11, 40), deliveredAt: DateTime(2025, 11, 2, 12, 25)),
        Order(id: 'A-1002', title: 'Karaage set', placedAt: DateTime(2025, 11, 9, 18, 5), deliveredAt: DateTime(2025, 11, 9, 18, 50)),
      ];
}
