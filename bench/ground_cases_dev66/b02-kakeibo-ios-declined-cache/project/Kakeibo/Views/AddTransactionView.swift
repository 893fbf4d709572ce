import SwiftUI
import PhotosUI

struct AddTransactionView: View {
    @EnvironmentObject var store: TransactionStore
    @Environment(\.dismiss) private var dismiss
    @State private var title = ""
    @State private var amount = ""
    @State private var category: Transaction.Category = .food
    @State private var showingCamera = false

    var body: some View {
        NavigationStack {
            Form {
                TextField("内容", text: $title)
                TextField("金額", text: $amount).keyboardType(.numberPad)
                Picker("カテゴリ", selection: $category) {
                    ForEach(Transaction.Category.allCases, id: \.self) { Text($0.rawValue) }
                }
                Button("レシートを撮影") { showingCamera = true }
            }
            .navigationTitle("支出を追加")
            .toolbar {
                ToolbarItem(placement: .confirmationAction) {
                    Button("保存") {
                        store.add(Transaction(title: title, amount: -(Int(amount) ?? 0), category: category))
                        dismiss()
                    }
                    .disabled(title.isEmpty || Int(amount) == nil)
                }
                ToolbarItem(placement: .cancellationAction) {
                    Button("キャンセル") { dismiss() }
                }
            }
        }
    }
}
