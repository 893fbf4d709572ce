import SwiftUI

struct LoginView: View {
    @EnvironmentObject private var session: SessionManager
    @State private var email = UserDefaults.standard.string(forKey: "lastEmail") ?? ""
    @State private var password = ""
    @State private var error: String?

    var body: some View {
        Form {
            TextField("メールアドレス", text: $email)
                .textContentType(.username)
                .keyboardType(.emailAddress)
            SecureField("パスワード", text: $password)
                .textContentType(.password)
            if let error { Text(error).foregroundStyle(.red) }
            Button("ログイン") {
                Task {
                    do { try await session.login(email: email, password: password) }
                    catch { self.error = "ログインに失敗しました" }
                }
            }
        }
    }
}
