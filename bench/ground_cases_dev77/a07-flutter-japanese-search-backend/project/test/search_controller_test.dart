import 'package:flutter_test/flutter_test.dart';
import 'package:http/http.dart' as http;
import 'package:http/testing.dart';
import 'package:ramen_finder/api/search_api.dart';
import 'package:ramen_finder/search/search_controller.dart';

void main() {
  test('loads first page on query', () async {
    final client = MockClient((req) async => http.Response(
        '{"results":[{"id":"1","name":"Ichiran","area":"Shibuya","rating":4.1}],"next_page":null}', 200,
        headers: {'content-type': 'application/json; charset=utf-8'}));
    final c = ShopSearchController(SearchApi('https://x', client: client));
    c.onQueryChanged('ichiran');
    await Future<void>.delayed(const Duration(milliseconds: 350));
    expect(c.results.single.name, 'Ichiran');
  });
}
