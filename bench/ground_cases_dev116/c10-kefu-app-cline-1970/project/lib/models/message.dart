class Message {
  const Message({
    required this.id,
    required this.sender,
    required this.text,
    required this.createdAt,
    this.read = false,
  });

  final String id;
  final String sender;
  final String text;
  final DateTime createdAt;
  final bool read;

  factory Message.fromJson(Map<String, dynamic> json) {
    return Message(
      id: json['id'] as String,
      sender: json['sender'] as String,
      text: json['text'] as String? ?? '',
      createdAt: DateTime.fromMillisecondsSinceEpoch(json['created_at'] as int),
      read: json['read'] as bool? ?? false,
    );
  }
}
