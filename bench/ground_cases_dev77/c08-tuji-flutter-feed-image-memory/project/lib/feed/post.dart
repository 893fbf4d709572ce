class Post {
  final String id;
  final String author;
  final String caption;
  final List<String> imageUrls;
  final DateTime createdAt;

  const Post({
    required this.id,
    required this.author,
    required this.caption,
    required this.imageUrls,
    required this.createdAt,
  });

  factory Post.fromJson(Map<String, dynamic> j) => Post(
        id: j['id'] as String,
        author: j['author'] as String,
        caption: j['caption'] as String? ?? '',
        imageUrls: (j['images'] as List).cast<String>(),
        createdAt: DateTime.parse(j['created_at'] as String),
      );
}
