class Comment {
  const Comment({required this.id, required this.body});

  final int id;
  final String body;

  factory Comment.fromJson(Map<String, dynamic> json) =>
      Comment(id: json['id'] as int, body: json['body'] as String);
}
