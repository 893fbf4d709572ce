import 'package:flutter_test/flutter_test.dart';
import 'package:http/http.dart' as http;
import 'package:kondate/api/recipe_api.dart';
import 'package:kondate/feed/feed_controller.dart';
import 'package:kondate/models/recipe.dart';

class FakeApi extends RecipeApi {
  FakeApi(this.responses) : super(http.Client(), baseUrl: 'http://fake');

  /// 呼ばれるたびに先頭から 1 つ取り出す。Exception なら throw する。
  final List<Object> responses;
  final List<int> requestedPages = [];

  @override
  Future<List<Recipe>> fetchRecipes({required int page, int perPage = 20}) async {
    requestedPages.add(page);
    final next = responses.removeAt(0);
    if (next is Exception) throw next;
    return next as List<Recipe>;
  }
}

List<Recipe> recipes(int from, int count) =>
    List.generate(count, (i) => Recipe(id: from + i, title: 'r${from + i}', minutes: 10));

void main() {
  test('loads pages in order and stops at a short page', () async {
    final api = FakeApi([recipes(1, 2), recipes(3, 1)]);
    final c = FeedController(api, pageSize: 2);
    await c.loadMore();
    await c.loadMore();
    await c.loadMore();
    expect(api.requestedPages, [1, 2]);
    expect(c.items.length, 3);
    expect(c.status, FeedStatus.done);
  });

  test('retries the same page after an error', () async {
    final api = FakeApi([recipes(1, 2), ApiException(503, 'busy'), recipes(3, 2)]);
    final c = FeedController(api, pageSize: 2);
    await c.loadMore();
    await c.loadMore();
    expect(c.status, FeedStatus.error);
    await c.loadMore();
    expect(api.requestedPages, [1, 2, 2]);
    expect(c.items.map((r) => r.id), [1, 2, 3, 4]);
  });
}
