import 'package:flutter/material.dart';
import 'package:flutter_gen/gen_l10n/app_localizations.dart';

enum _Tier { none, normal, gold, rainbow }

_Tier _tier(int days) {
  if (days >= 30) return _Tier.rainbow;
  if (days >= 7) return _Tier.gold;
  if (days > 0) return _Tier.normal;
  return _Tier.none;
}

class StreakBadge extends StatelessWidget {
  const StreakBadge({super.key, required this.days, this.compact = false});

  final int days;
  final bool compact;

  @override
  Widget build(BuildContext context) {
    final scheme = Theme.of(context).colorScheme;
    final tier = _tier(days);
    final background = switch (tier) {
      _Tier.none => scheme.surfaceContainerHighest,
      _Tier.normal => scheme.primaryContainer,
      _Tier.gold => const Color(0xFFFFE08A),
      _Tier.rainbow => null,
    };
    final foreground = switch (tier) {
      _Tier.none => scheme.onSurfaceVariant,
      _Tier.normal => scheme.onPrimaryContainer,
      _Tier.gold => const Color(0xFF7A5200),
      _Tier.rainbow => Colors.white,
    };

    return Container(
      padding: EdgeInsets.symmetric(horizontal: compact ? 8 : 12, vertical: compact ? 2 : 6),
      decoration: BoxDecoration(
        color: background,
        gradient: tier == _Tier.rainbow
            ? const LinearGradient(colors: [Color(0xFFFF5F6D), Color(0xFFFFC371), Color(0xFF47CF73), Color(0xFF4D8DFF)])
            : null,
        borderRadius: BorderRadius.circular(999),
        boxShadow: tier == _Tier.gold ? [const BoxShadow(color: Color(0x55FFB300), blurRadius: 6)] : null,
      ),
      child: Row(
        mainAxisSize: MainAxisSize.min,
        children: [
          Icon(Icons.local_fire_department, size: compact ? 14 : 18, color: foreground),
          const SizedBox(width: 4),
          Text(
            AppLocalizations.of(context)!.streakDays(days),
            style: TextStyle(color: foreground, fontWeight: FontWeight.w600, fontSize: compact ? 12 : 14),
          ),
        ],
      ),
    );
  }
}
