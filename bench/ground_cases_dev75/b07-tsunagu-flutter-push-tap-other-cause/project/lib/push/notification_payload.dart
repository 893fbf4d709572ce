/// The data part of an FCM message sent by the chat server.
///
/// The server sends snake_case keys: {"type": "mention", "thread_id": "...",
/// "message_id": "...", "sender": "..."}.
class NotificationPayload {
  const NotificationPayload({
    required this.type,
    this.threadId,
    this.messageId,
    this.sender,
  });

  final String type;
  final String? threadId;
  final String? messageId;
  final String? sender;

  bool get opensThread => threadId != null && threadId!.isNotEmpty;

  factory NotificationPayload.fromData(Map<String, dynamic> data) {
    return NotificationPayload(
      type: data['type'] as String? ?? 'message',
      threadId: data['thread_id'] as String?,
      messageId: data['message_id'] as String?,
      sender: data['sender'] as String?,
    );
  }

  Map<String, String> toLocalPayload() => {
        'type': type,
        if (threadId != null) 'thread_id': threadId!,
        if (messageId != null) 'message_id': messageId!,
      };
}
