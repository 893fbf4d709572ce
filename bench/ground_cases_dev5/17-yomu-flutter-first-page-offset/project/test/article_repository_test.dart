import 'package:flutter_test/flutter_test.dart';
import 'package:yomu_app/data/api_client.dart';
import 'package:yomu_app/data/article_repository.dart';

void main() {
  test('default page size is 20', () {
    final repo = ArticleRepository(ApiClient(baseUrl: 'http://localhost'));
    expect(repo.pageSize, 20);
  });
}
