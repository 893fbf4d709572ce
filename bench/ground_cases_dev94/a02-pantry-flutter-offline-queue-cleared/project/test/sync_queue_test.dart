import 'package:flutter_test/flutter_test.dart';
import 'package:http/http.dart' as http;
import 'package:http/testing.dart';
import 'package:pantry/data/api_client.dart';
import 'package:pantry/data/local_store.dart';
import 'package:pantry/data/sync_queue.dart';
import 'package:pantry/models/item.dart';
import 'package:shared_preferences/shared_preferences.dart';

void main() {
  late LocalStore store;
  late List<String> sent;

  setUp(() async {
    SharedPreferences.setMockInitialValues({});
    store = await LocalStore.open();
    sent = [];
  });

  SyncQueue queueWith(int status) {
    final client = MockClient((req) async {
      sent.add('${req.method} ${req.url.path}');
      return http.Response('', status);
    });
    return SyncQueue(store, ApiClient(baseUrl: 'https://test', client: client));
  }

  test('flush sends ops in order and empties the queue', () async {
    final queue = queueWith(204);
    final a = Item.draft('a');
    await queue.enqueue(PendingOp.add(a));
    await queue.enqueue(PendingOp.update(a.copyWith(checked: true)));
    await queue.flush();
    expect(sent, ['PUT /items/${a.id}', 'PATCH /items/${a.id}']);
    expect(await store.readPending(), isEmpty);
  });

  test('permanently rejected ops are dropped', () async {
    final queue = queueWith(422);
    await queue.enqueue(PendingOp.add(Item.draft('bad')));
    await queue.flush();
    expect(await store.readPending(), isEmpty);
  });
}
