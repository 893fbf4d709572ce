import 'dart:convert';

import 'package:flutter_test/flutter_test.dart';
import 'package:http/http.dart' as http;
import 'package:http/testing.dart';
import 'package:pantry/data/api_client.dart';
import 'package:pantry/data/local_store.dart';
import 'package:pantry/data/sync_queue.dart';
import 'package:pantry/models/item.dart';
import 'package:pantry/state/list_controller.dart';
import 'package:shared_preferences/shared_preferences.dart';

void main() {
  late LocalStore store;
  late List<Map<String, dynamic>> serverItems;
  late ListController controller;

  setUp(() async {
    SharedPreferences.setMockInitialValues({});
    store = await LocalStore.open();
    serverItems = [];
    final client = MockClient((req) async {
      if (req.method == 'GET') return http.Response(jsonEncode(serverItems), 200);
      return http.Response('', 204);
    });
    final api = ApiClient(baseUrl: 'https://test', client: client);
    controller = ListController(store, api, SyncQueue(store, api));
  });

  test('load shows server items', () async {
    serverItems = [Item.draft('oat milk').toJson()];
    await controller.load();
    expect(controller.items.map((i) => i.name), ['oat milk']);
    expect(controller.status, ListStatus.ready);
  });

  test('load keeps unsent additions', () async {
    await store.writePending([PendingOp.add(Item.draft('rice'))]);
    await controller.load();
    expect(controller.items.map((i) => i.name), ['rice']);
  });

  test('add appends and trims', () async {
    await controller.add('  bananas ');
    expect(controller.items.single.name, 'bananas');
  });

  test('toggle flips checked', () async {
    await controller.add('eggs');
    await controller.toggle(controller.items.single);
    expect(controller.items.single.checked, isTrue);
  });

  test('clearChecked removes only checked items', () async {
    await controller.add('eggs');
    await controller.add('flour');
    await controller.toggle(controller.items.first);
    await controller.clearChecked();
    expect(controller.items.map((i) => i.name), ['flour']);
  });
}
