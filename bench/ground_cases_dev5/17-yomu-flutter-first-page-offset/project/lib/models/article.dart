class Article {
  const Article({required this.id, required this.title, required this.publishedAt});

  final int id;
  final String title;
  final DateTime publishedAt;

  factory Article.fromJson(Map<String, dynamic> json) => Article(
        id: json['id'] as int,
        title: json['title'] as String,
        publishedAt: DateTime.parse(json['published_at'] as String),
      );
}
