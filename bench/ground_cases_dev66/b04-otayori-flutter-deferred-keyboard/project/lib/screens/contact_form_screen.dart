import 'package:flutter/material.dart';

import '../services/api_client.dart';

class ContactFormScreen extends StatefulWidget {
  const ContactFormScreen({super.key});

  @override
  State<ContactFormScreen> createState() => _ContactFormScreenState();
}

class _ContactFormScreenState extends State<ContactFormScreen> {
  final _formKey = GlobalKey<FormState>();
  final _subject = TextEditingController();
  final _body = TextEditingController();
  bool _sending = false;

  @override
  void dispose() {
    _subject.dispose();
    _body.dispose();
    super.dispose();
  }

  Future<void> _submit() async {
    if (!_formKey.currentState!.validate()) return;
    setState(() => _sending = true);
    try {
      await ApiClient.instance.sendInquiry(subject: _subject.text, body: _body.text);
      if (!mounted) return;
      ScaffoldMessenger.of(context).showSnackBar(const SnackBar(content: Text('送信しました')));
      Navigator.of(context).pop();
    } on ApiException catch (e) {
      if (!mounted) return;
      ScaffoldMessenger.of(context).showSnackBar(SnackBar(content: Text('送信できませんでした（${e.code}）')));
    } finally {
      if (mounted) setState(() => _sending = false);
    }
  }

  @override
  Widget build(BuildContext context) {
    return Scaffold(
      appBar: AppBar(title: const Text('お問い合わせ')),
      // 背景のイラストがキーボード表示で縮むのを避けるため false（デザイン指示 2025/06）
      resizeToAvoidBottomInset: false,
      body: Stack(
        children: [
          Positioned.fill(
            child: Image.asset('assets/images/form_bg.png', fit: BoxFit.cover),
          ),
          Padding(
            padding: const EdgeInsets.all(16),
            child: Form(
              key: _formKey,
              child: Column(
                crossAxisAlignment: CrossAxisAlignment.stretch,
                children: [
                  TextFormField(
                    controller: _subject,
                    decoration: const InputDecoration(labelText: '件名'),
                    validator: (v) => (v == null || v.isEmpty) ? '件名を入力してください' : null,
                  ),
                  const SizedBox(height: 12),
                  TextFormField(
                    controller: _body,
                    decoration: const InputDecoration(labelText: '内容'),
                    maxLines: 8,
                    validator: (v) => (v == null || v.length < 10) ? '10文字以上で入力してください' : null,
                  ),
                  const Spacer(),
                  FilledButton(
                    onPressed: _sending ? null : _submit,
                    child: _sending ? const CircularProgressIndicator() : const Text('送信する'),
                  ),
                ],
              ),
            ),
          ),
        ],
      ),
    );
  }
}
