class Item {
  const Item({required this.id, required this.name, this.checked = false, this.qty = 1});

  final String id;
  final String name;
  final bool checked;
  final int qty;

  Item copyWith({String? name, bool? checked, int? qty}) {
    return Item(
      id: id,
      name: name ?? this.name,
      checked: checked ?? this.checked,
      qty: qty ?? this.qty,
    );
  }

  Map<String, dynamic> toJson() => {
        'id': id,
        'name': name,
        'checked': checked,
        'qty': qty,
      };

  factory Item.fromJson(Map<String, dynamic> json) {
    return Item(
      id: json['id'] as String,
      name: json['name'] as String,
      checked: json['checked'] as bool? ?? false,
      qty: json['qty'] as int,
    );
  }
}
