import 'package:flutter/material.dart';

/// 登录页。已知问题：小屏安卓机上输入法弹出时会遮住登录按钮（小李在修，分支 fix/login-keyboard）。
class LoginPage extends StatefulWidget {
  const LoginPage({super.key});

  @override
  State<LoginPage> createState() => _LoginPageState();
}

class _LoginPageState extends State<LoginPage> {
  final _phone = TextEditingController();
  final _code = TextEditingController();

  @override
  void dispose() {
    _phone.dispose();
    _code.dispose();
    super.dispose();
  }

  @override
  Widget build(BuildContext context) {
    return Scaffold(
      body: Padding(
        padding: const EdgeInsets.all(24),
        child: Column(
          mainAxisAlignment: MainAxisAlignment.end,
          children: [
            TextField(controller: _phone, decoration: const InputDecoration(labelText: '手机号')),
            TextField(controller: _code, decoration: const InputDecoration(labelText: '验证码')),
            const SizedBox(height: 24),
            FilledButton(onPressed: () {}, child: const Text('登录')),
          ],
        ),
      ),
    );
  }
}
