import 'package:flutter/material.dart';
import 'package:flutter_test/flutter_test.dart';
import 'package:http/http.dart' as http;
import 'package:kondate/api/recipe_api.dart';
import 'package:kondate/feed/feed_controller.dart';
import 'package:kondate/feed/feed_page.dart';
import 'package:kondate/models/recipe.dart';

class _Api extends RecipeApi {
  _Api(this.result) : super(http.Client(), baseUrl: 'http://fake');

  final Object result;

  @override
  Future<List<Recipe>> fetchRecipes({required int page, int perPage = 20}) async {
    if (result is Exception) throw result;
    return result as List<Recipe>;
  }
}

void main() {
  testWidgets('shows recipes', (tester) async {
    final c = FeedController(_Api([const Recipe(id: 1, title: '肉じゃが', minutes: 30)]));
    await tester.pumpWidget(MaterialApp(home: FeedPage(controller: c)));
    await tester.pumpAndSettle();
    expect(find.text('肉じゃが'), findsOneWidget);
  });

  testWidgets('shows retry button on error', (tester) async {
    final c = FeedController(_Api(ApiException(500, 'x')));
    await tester.pumpWidget(MaterialApp(home: FeedPage(controller: c)));
    await tester.pumpAndSettle();
    expect(find.text('再読み込み'), findsOneWidget);
  });
}
