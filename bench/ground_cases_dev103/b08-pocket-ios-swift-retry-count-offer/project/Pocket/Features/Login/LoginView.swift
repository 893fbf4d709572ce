import SwiftUI

struct LoginView: View {
    @StateObject private var model = LoginViewModel()
    @FocusState private var focused: Field?

    enum Field { case email, password }

    var body: some View {
        ScrollView {
        VStack(spacing: 16) {
            Spacer(minLength: 40)
            Image("logo")
                .resizable()
                .scaledToFit()
                .frame(height: 96)
            TextField("メールアドレス", text: $model.email)
                .textContentType(.emailAddress)
                .keyboardType(.emailAddress)
                .focused($focused, equals: .email)
            SecureField("パスワード", text: $model.password)
                .textContentType(.password)
                .focused($focused, equals: .password)
            Spacer()
            Button("ログイン") {
                Task { await model.login() }
            }
            .buttonStyle(.borderedProminent)
            .disabled(!model.canSubmit)
        }
        .padding(24)
        }
        .scrollDismissesKeyboard(.interactively)
    }
}
