import 'package:flutter/material.dart';

import 'screens/contact_form_screen.dart';
import 'screens/login_screen.dart';
import 'screens/profile_screen.dart';
import 'theme.dart';

void main() {
  runApp(const OtayoriApp());
}

class OtayoriApp extends StatelessWidget {
  const OtayoriApp({super.key});

  @override
  Widget build(BuildContext context) {
    return MaterialApp(
      title: 'おたより',
      theme: lightTheme,
      darkTheme: darkTheme,
      themeMode: ThemeMode.system,
      initialRoute: '/login',
      routes: {
        '/login': (_) => const LoginScreen(),
        '/contact': (_) => const ContactFormScreen(),
        '/profile': (_) => const ProfileScreen(),
      },
    );
  }
}
