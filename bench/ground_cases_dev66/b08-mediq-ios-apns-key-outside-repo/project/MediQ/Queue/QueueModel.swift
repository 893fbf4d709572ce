import Foundation

@MainActor
final class QueueModel: ObservableObject {
    @Published var ticketNumber: Int?
    @Published var waitingAhead: Int = 0
    @Published var lastUpdated: Date?

    private let endpoint = URL(string: "https://api.mediq.example.jp/v1/queue/me")!

    struct Status: Decodable {
        let ticket: Int?
        let ahead: Int
    }

    func refresh() async {
        guard let (data, _) = try? await URLSession.shared.data(from: endpoint),
              let status = try? JSONDecoder().decode(Status.self, from: data) else { return }
        ticketNumber = status.ticket
        waitingAhead = status.ahead
        lastUpdated = .now
    }

    var message: String {
        guard ticketNumber != nil else { return "受付していません" }
        switch waitingAhead {
        case 0: return "まもなく呼ばれます"
        case 1...3: return "あと\(waitingAhead)人です。待合室にお戻りください"
        default: return "あと\(waitingAhead)人です"
        }
    }
}
