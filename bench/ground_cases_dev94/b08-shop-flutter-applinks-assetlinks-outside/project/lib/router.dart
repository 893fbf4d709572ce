import 'package:flutter/material.dart';
import 'package:go_router/go_router.dart';

import 'deeplink/link_parser.dart';
import 'screens/home_screen.dart';
import 'screens/item_screen.dart';

final router = GoRouter(
  initialLocation: '/',
  redirect: (context, state) => normalizeLink(state.uri),
  routes: [
    GoRoute(
      path: '/',
      builder: (context, state) => const HomeScreen(),
      routes: [
        // A sub-route, so that a deep link to /item/:id has Home below it and Back goes there.
        GoRoute(
          path: 'item/:id',
          builder: (context, state) => ItemScreen(itemId: state.pathParameters['id']!),
        ),
      ],
    ),
  ],
  errorBuilder: (context, state) => Scaffold(
    appBar: AppBar(),
    body: Center(
      child: Column(
        mainAxisSize: MainAxisSize.min,
        children: [
          const Text('ページが見つかりませんでした'),
          TextButton(onPressed: () => context.go('/'), child: const Text('ホームへ')),
        ],
      ),
    ),
  ),
);
