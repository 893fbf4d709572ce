import 'package:flutter/material.dart';
import 'package:flutter_test/flutter_test.dart';
import 'package:shopx/widgets/product_gallery.dart';

void main() {
  Widget wrap(Widget child) => MaterialApp(home: Scaffold(body: child));

  testWidgets('shows a placeholder when there are no images', (tester) async {
    await tester.pumpWidget(wrap(const ProductGallery(images: [])));
    expect(find.byIcon(Icons.image_not_supported_outlined), findsOneWidget);
  });

  testWidgets('one dot per image', (tester) async {
    await tester.pumpWidget(wrap(const ProductGallery(images: [
      'https://cdn.shopx.cn/p/1/front.jpg',
      'https://cdn.shopx.cn/p/1/back.jpg',
      'https://cdn.shopx.cn/p/1/side.jpg',
    ])));
    expect(find.byType(Container), findsWidgets);
  });

  testWidgets('caption follows the current page', (tester) async {
    await tester.pumpWidget(wrap(const ProductGallery(images: [
      'https://cdn.shopx.cn/p/1/front.jpg',
      'https://cdn.shopx.cn/p/1/back.jpg',
    ])));
    expect(find.text('front'), findsOneWidget);
    await tester.drag(find.byType(PageView), const Offset(-400, 0));
    await tester.pumpAndSettle();
    expect(find.text('back'), findsOneWidget);
  });
}
