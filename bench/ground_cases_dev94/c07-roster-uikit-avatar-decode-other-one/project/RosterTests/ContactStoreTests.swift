import XCTest
@testable import Roster

@MainActor
final class ContactStoreTests: XCTestCase {

    private func contact(_ id: String, _ name: String, company: String? = nil) -> Contact {
        Contact(id: id, displayName: name, company: company, title: nil, phone: nil, email: nil,
                avatarURL: nil, updatedAt: Date(timeIntervalSince1970: 0))
    }

    private func makeStore() -> ContactStore {
        ContactStore(api: RosterAPI(baseURL: URL(string: "https://example.invalid")!))
    }

    func testSortsByName() {
        let store = makeStore()
        let sorted = store.sorted([contact("1", "Zoe"), contact("2", "Adam"), contact("3", "Mia")])
        XCTAssertEqual(sorted.map(\.displayName), ["Adam", "Mia", "Zoe"])
    }

    func testSortsChineseByPinyin() {
        let store = makeStore()
        let sorted = store.sorted([contact("1", "张三"), contact("2", "Adam"), contact("3", "李四"), contact("4", "陈晨")])
        XCTAssertEqual(sorted.map(\.displayName), ["Adam", "陈晨", "李四", "张三"])
    }

    func testSearchMatchesCompany() {
        let store = makeStore()
        let list = [contact("1", "Adam", company: "Figma"), contact("2", "Mia", company: "Notion")]
        let filtered = list.filter {
            $0.displayName.localizedCaseInsensitiveContains("fig")
                || ($0.company?.localizedCaseInsensitiveContains("fig") ?? false)
        }
        XCTAssertEqual(filtered.map(\.id), ["1"])
        XCTAssertTrue(store.search("").isEmpty)
    }

    func testSubtitlePrefersCompanyAndTitle() {
        let c = Contact(id: "1", displayName: "Adam", company: "Figma", title: "PM", phone: nil, email: nil,
                        avatarURL: nil, updatedAt: Date(timeIntervalSince1970: 0))
        XCTAssertEqual(c.subtitle, "Figma · PM")
    }
}
