class Message {
  const Message({
    required this.id,
    required this.roomId,
    required this.author,
    required this.text,
    required this.sentAt,
  });

  factory Message.fromJson(Map<String, dynamic> json) => Message(
        id: json['id'] as String,
        roomId: json['room'] as String,
        author: json['author'] as String,
        text: json['text'] as String,
        sentAt: DateTime.parse(json['sent_at'] as String),
      );

  final String id;
  final String roomId;
  final String author;
  final String text;
  final DateTime sentAt;

  Map<String, dynamic> toJson() => {
        'id': id,
        'room': roomId,
        'author': author,
        'text': text,
        'sent_at': sentAt.toUtc().toIso8601String(),
      };

  @override
  bool operator ==(Object other) => other is Message && other.id == id;

  @override
  int get hashCode => id.hashCode;
}
