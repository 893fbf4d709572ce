import 'package:flutter/material.dart';

import '../models/message.dart';
import '../utils/time_format.dart';

class MessageTile extends StatelessWidget {
  const MessageTile({super.key, required this.message, this.onTap});

  final Message message;
  final VoidCallback? onTap;

  @override
  Widget build(BuildContext context) {
    final theme = Theme.of(context);
    return ListTile(
      onTap: onTap,
      leading: CircleAvatar(child: Text(message.sender.characters.first)),
      title: Text(message.sender),
      subtitle: Text(message.text, maxLines: 1, overflow: TextOverflow.ellipsis),
      trailing: Column(
        mainAxisAlignment: MainAxisAlignment.center,
        crossAxisAlignment: CrossAxisAlignment.end,
        children: [
          Text(formatChatTime(message.createdAt), style: theme.textTheme.bodySmall),
          if (!message.read) ...[
            const SizedBox(height: 6),
            Container(
              width: 8,
              height: 8,
              decoration: BoxDecoration(color: theme.colorScheme.error, shape: BoxShape.circle),
            ),
          ],
        ],
      ),
    );
  }
}
