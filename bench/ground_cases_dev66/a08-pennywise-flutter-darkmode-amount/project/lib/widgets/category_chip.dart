import 'package:flutter/material.dart';

class Category {
  const Category(this.id, this.label, this.icon, this.color);
  final String id;
  final String label;
  final IconData icon;
  final Color color;
}

const categories = [
  Category('food', 'Food', Icons.restaurant, Color(0xFFFFD8A8)),
  Category('transport', 'Transport', Icons.directions_bus, Color(0xFFB5E3FF)),
  Category('home', 'Home', Icons.home, Color(0xFFD4F5C9)),
  Category('fun', 'Fun', Icons.celebration, Color(0xFFF7C8E0)),
  Category('other', 'Other', Icons.more_horiz, Color(0xFFE0E0E0)),
];

class CategoryChip extends StatelessWidget {
  const CategoryChip({super.key, required this.category, required this.selected, required this.onTap});

  final Category category;
  final bool selected;
  final VoidCallback onTap;

  @override
  Widget build(BuildContext context) {
    return ChoiceChip(
      avatar: Icon(category.icon, size: 18),
      label: Text(category.label, style: const TextStyle(color: Colors.black87)),
      selected: selected,
      selectedColor: category.color,
      onSelected: (_) => onTap(),
    );
  }
}
