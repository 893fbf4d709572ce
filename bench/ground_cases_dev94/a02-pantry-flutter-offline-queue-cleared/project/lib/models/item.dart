import 'package:uuid/uuid.dart';

class Item {
  const Item({
    required this.id,
    required this.name,
    required this.createdAt,
    this.checked = false,
  });

  factory Item.draft(String name) =>
      Item(id: const Uuid().v4(), name: name.trim(), createdAt: DateTime.now().toUtc());

  factory Item.fromJson(Map<String, dynamic> json) => Item(
        id: json['id'] as String,
        name: json['name'] as String,
        createdAt: DateTime.parse(json['created_at'] as String),
        checked: json['checked'] as bool? ?? false,
      );

  final String id;
  final String name;
  final DateTime createdAt;
  final bool checked;

  Item copyWith({String? name, bool? checked}) =>
      Item(id: id, name: name ?? this.name, createdAt: createdAt, checked: checked ?? this.checked);

  Map<String, dynamic> toJson() => {
        'id': id,
        'name': name,
        'created_at': createdAt.toIso8601String(),
        'checked': checked,
      };

  @override
  bool operator ==(Object other) =>
      other is Item && other.id == id && other.name == name && other.checked == checked;

  @override
  int get hashCode => Object.hash(id, name, checked);
}
