class Recipe {
  const Recipe({
    required this.id,
    required this.title,
    required this.minutes,
    this.imageUrl,
    this.tags = const [],
  });

  final int id;
  final String title;
  final int minutes;
  final String? imageUrl;
  final List<String> tags;

  factory Recipe.fromJson(Map<String, dynamic> json) {
    return Recipe(
      id: json['id'] as int,
      title: json['title'] as String,
      minutes: json['cooking_minutes'] as int? ?? 0,
      imageUrl: json['image_url'] as String?,
      tags: (json['tags'] as List<dynamic>? ?? const []).cast<String>(),
    );
  }

  @override
  bool operator ==(Object other) => other is Recipe && other.id == id;

  @override
  int get hashCode => id.hashCode;
}
