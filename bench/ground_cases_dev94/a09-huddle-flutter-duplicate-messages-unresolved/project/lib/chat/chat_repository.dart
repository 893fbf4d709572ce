import 'dart:async';

import 'message.dart';
import 'socket_client.dart';

class ChatRepository {
  ChatRepository(this._socket) {
    _socket.frames.listen(_onFrame);
    _socket.onReconnect = _rejoin;
  }

  final SocketClient _socket;
  final _rooms = <String, StreamController<Message>>{};
  final _lastSeenId = <String, String>{};

  /// Live messages for [roomId]. The first call joins the room.
  Stream<Message> messages(String roomId) {
    final controller = _rooms.putIfAbsent(roomId, () {
      _socket.send({'type': 'join', 'room': roomId});
      return StreamController<Message>.broadcast();
    });
    return controller.stream;
  }

  Future<List<Message>> loadHistory(String roomId, {int limit = 50}) async {
    final reply = await _socket.request({'type': 'history', 'room': roomId, 'limit': limit});
    final list = [
      for (final m in reply['messages'] as List<dynamic>) Message.fromJson(m as Map<String, dynamic>),
    ];
    if (list.isNotEmpty) _lastSeenId[roomId] = list.last.id;
    return list;
  }

  void send(String roomId, String text) {
    _socket.send({'type': 'post', 'room': roomId, 'text': text});
  }

  void _onFrame(Map<String, dynamic> frame) {
    if (frame['type'] != 'message') return;
    final message = Message.fromJson(frame['message'] as Map<String, dynamic>);
    _rooms[message.roomId]?.add(message);
  }

  /// After a reconnect the server has forgotten our rooms: join them again and
  /// ask for everything after the last message we saw.
  void _rejoin() {
    for (final roomId in _rooms.keys) {
      _socket.send({'type': 'join', 'room': roomId, 'since': _lastSeenId[roomId]});
    }
  }
}
