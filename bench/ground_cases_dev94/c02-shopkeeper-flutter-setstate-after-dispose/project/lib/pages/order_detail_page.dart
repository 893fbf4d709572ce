import 'dart:async';

import 'package:flutter/material.dart';
import 'package:intl/intl.dart';

import '../models/order.dart';
import '../services/order_api.dart';
import '../widgets/status_chip.dart';

class OrderDetailPage extends StatefulWidget {
  const OrderDetailPage({super.key, required this.orderId, required this.api});

  final String orderId;
  final OrderApi api;

  @override
  State<OrderDetailPage> createState() => _OrderDetailPageState();
}

class _OrderDetailPageState extends State<OrderDetailPage> {
  static final _money = NumberFormat.simpleCurrency(locale: 'zh_CN');

  Order? _order;
  Object? _error;
  bool _loading = true;
  DateTime? _updatedAt;
  Timer? _pollTimer;

  @override
  void initState() {
    super.initState();
    _refresh();
    _pollTimer = Timer.periodic(const Duration(seconds: 15), (_) => _refresh());
  }

  @override
  void dispose() {
    _pollTimer?.cancel();
    super.dispose();
  }

  Future<void> _refresh() async {
    try {
      final order = await widget.api.fetchOrder(widget.orderId);
      setState(() {
        _order = order;
        _error = null;
        _loading = false;
        _updatedAt = DateTime.now();
      });
    } catch (e) {
      setState(() {
        _error = e;
        _loading = false;
      });
    }
  }

  Future<void> _cancelOrder() async {
    final confirmed = await showDialog<bool>(
      context: context,
      builder: (ctx) => AlertDialog(
        title: const Text('取消订单？'),
        content: const Text('取消后会自动发起退款。'),
        actions: [
          TextButton(onPressed: () => Navigator.pop(ctx, false), child: const Text('再想想')),
          FilledButton(onPressed: () => Navigator.pop(ctx, true), child: const Text('确认取消')),
        ],
      ),
    );
    if (confirmed != true) return;
    await widget.api.cancelOrder(widget.orderId);
    if (!mounted) return;
    ScaffoldMessenger.of(context).showSnackBar(const SnackBar(content: Text('订单已取消')));
    await _refresh();
  }

  @override
  Widget build(BuildContext context) {
    final order = _order;
    return Scaffold(
      appBar: AppBar(title: Text('订单 #${widget.orderId}')),
      body: _loading
          ? const Center(child: CircularProgressIndicator())
          : order == null
              ? Center(child: Text('加载失败：$_error'))
              : RefreshIndicator(
                  onRefresh: _refresh,
                  child: ListView(
                    physics: const AlwaysScrollableScrollPhysics(),
                    padding: const EdgeInsets.all(16),
                    children: [
                      Row(
                        children: [
                          Expanded(child: Text(order.customerName, style: Theme.of(context).textTheme.titleLarge)),
                          StatusChip(status: order.status),
                        ],
                      ),
                      const SizedBox(height: 8),
                      Text('下单时间 ${DateFormat('yyyy-MM-dd HH:mm').format(order.createdAt)}'),
                      const Divider(height: 32),
                      for (final line in order.lines)
                        ListTile(
                          contentPadding: EdgeInsets.zero,
                          title: Text(line.name),
                          subtitle: Text('${line.sku} × ${line.qty}'),
                          trailing: Text(_money.format(line.totalCents / 100)),
                        ),
                      const Divider(height: 32),
                      Align(
                        alignment: Alignment.centerRight,
                        child: Text('合计 ${_money.format(order.totalCents / 100)}',
                            style: Theme.of(context).textTheme.titleMedium),
                      ),
                      if (_updatedAt != null)
                        Align(
                          alignment: Alignment.centerRight,
                          child: Text('更新于 ${DateFormat('HH:mm').format(_updatedAt!)}',
                              style: Theme.of(context).textTheme.bodySmall),
                        ),
                      if (order.canCancel) ...[
                        const SizedBox(height: 24),
                        OutlinedButton(onPressed: _cancelOrder, child: const Text('取消订单')),
                      ],
                    ],
                  ),
                ),
    );
  }
}
