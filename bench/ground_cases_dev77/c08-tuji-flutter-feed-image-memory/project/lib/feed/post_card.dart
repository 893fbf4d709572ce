import 'package:flutter/material.dart';
import 'package:intl/intl.dart';

import 'post.dart';

class PostCard extends StatelessWidget {
  const PostCard({super.key, required this.post});
  final Post post;

  static final _time = DateFormat('MM-dd HH:mm');

  @override
  Widget build(BuildContext context) {
    return Card(
      margin: const EdgeInsets.symmetric(horizontal: 12, vertical: 6),
      child: Column(
        crossAxisAlignment: CrossAxisAlignment.start,
        children: [
          ListTile(
            title: Text(post.author),
            subtitle: Text(_time.format(post.createdAt)),
          ),
          if (post.imageUrls.isNotEmpty) _buildThumbnail(post.imageUrls.first),
          Padding(
            padding: const EdgeInsets.fromLTRB(16, 8, 16, 16),
            child: Text(post.caption, maxLines: 3, overflow: TextOverflow.ellipsis),
          ),
        ],
      ),
    );
  }

  Widget _buildThumbnail(String url) {
    return AspectRatio(
      aspectRatio: 4 / 3,
      child: Image.network(
        url,
        fit: BoxFit.cover,
        errorBuilder: (_, __, ___) => const ColoredBox(color: Colors.black12),
      ),
    );
  }
}
