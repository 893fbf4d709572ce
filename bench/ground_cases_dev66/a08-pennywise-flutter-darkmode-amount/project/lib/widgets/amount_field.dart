import 'package:flutter/material.dart';
import 'package:flutter/services.dart';

/// The big amount input at the top of Add Expense.
class AmountField extends StatelessWidget {
  const AmountField({super.key, required this.controller, this.currencySymbol = '\$', this.autofocus = true});

  final TextEditingController controller;
  final String currencySymbol;
  final bool autofocus;

  @override
  Widget build(BuildContext context) {
    final theme = Theme.of(context);
    return TextField(
      controller: controller,
      autofocus: autofocus,
      keyboardType: const TextInputType.numberWithOptions(decimal: true),
      inputFormatters: [FilteringTextInputFormatter.allow(RegExp(r'^\d*\.?\d{0,2}'))],
      textAlign: TextAlign.center,
      style: theme.textTheme.displaySmall?.copyWith(fontWeight: FontWeight.w600),
      decoration: InputDecoration(
        prefixText: currencySymbol,
        hintText: '0.00',
        filled: true,
        fillColor: Colors.grey.shade200,
        border: OutlineInputBorder(
          borderRadius: BorderRadius.circular(16),
          borderSide: BorderSide.none,
        ),
      ),
    );
  }
}

double? parseAmount(String text) {
  final value = double.tryParse(text);
  if (value == null || value <= 0) return null;
  return value;
}
