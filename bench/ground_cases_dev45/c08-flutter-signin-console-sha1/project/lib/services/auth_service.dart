import 'package:firebase_auth/firebase_auth.dart';
import 'package:flutter/services.dart';
import 'package:google_sign_in/google_sign_in.dart';

class AuthException implements Exception {
  AuthException(this.message, {this.code});
  final String message;
  final String? code;

  @override
  String toString() => 'AuthException($code): $message';
}

class AuthService {
  AuthService({FirebaseAuth? auth, GoogleSignIn? google})
      : _auth = auth ?? FirebaseAuth.instance,
        _google = google ?? GoogleSignIn(scopes: const ['email']);

  final FirebaseAuth _auth;
  final GoogleSignIn _google;

  Stream<User?> get userChanges => _auth.authStateChanges();

  /// Returns null when the user closes the account picker.
  Future<User?> signInWithGoogle() async {
    try {
      final account = await _google.signIn();
      if (account == null) return null;
      final tokens = await account.authentication;
      final credential = GoogleAuthProvider.credential(
        idToken: tokens.idToken,
        accessToken: tokens.accessToken,
      );
      final result = await _auth.signInWithCredential(credential);
      return result.user;
    } on PlatformException catch (e) {
      throw AuthException(e.message ?? 'Google 登录失败', code: e.code);
    } on FirebaseAuthException catch (e) {
      throw AuthException(e.message ?? '登录失败', code: e.code);
    }
  }

  Future<void> signOut() async {
    await _google.signOut();
    await _auth.signOut();
  }
}
