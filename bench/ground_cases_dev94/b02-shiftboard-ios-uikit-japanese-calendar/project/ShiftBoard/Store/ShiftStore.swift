import Foundation
import os

@MainActor
final class ShiftStore {
    private(set) var shifts: [Shift] = []
    var onChange: (() -> Void)?

    private let api: APIClient
    private let calendar: Calendar
    private let logger = Logger(subsystem: "jp.example.shiftboard", category: "store")

    /// Shifts are planned in store time, so weeks are Monday-to-Sunday in Japan whatever the device says.
    static let storeCalendar: Calendar = {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "Asia/Tokyo")!
        calendar.locale = Locale(identifier: "ja_JP")
        calendar.firstWeekday = 2
        return calendar
    }()

    init(api: APIClient, calendar: Calendar = ShiftStore.storeCalendar) {
        self.api = api
        self.calendar = calendar
    }

    func reload() async throws {
        var all: [Shift] = []
        var cursor: String?
        repeat {
            let page = try await api.fetchShifts(cursor: cursor)
            for dto in page.shifts {
                if let shift = dto.toShift() {
                    all.append(shift)
                } else {
                    logger.error("skipping shift \(dto.id, privacy: .public): unparsable \(dto.start, privacy: .public)")
                }
            }
            cursor = page.nextCursor
        } while cursor != nil
        shifts = all.sorted { $0.start < $1.start }
        logger.info("loaded \(self.shifts.count) shifts")
        onChange?()
    }

    /// Shifts in the week (Mon-Sun) that contains `now`.
    func thisWeek(now: Date = Date()) -> [Shift] {
        guard let week = calendar.dateInterval(of: .weekOfYear, for: now) else { return [] }
        return shifts.filter { week.contains($0.start) }
    }

    func totalHours(of list: [Shift]) -> Double {
        list.reduce(0) { $0 + $1.workedHours }
    }

    func byDay(_ list: [Shift]) -> [(day: String, shifts: [Shift])] {
        let groups = Dictionary(grouping: list) { DateParsing.dayHeader.string(from: $0.start) }
        return groups
            .map { (day: $0.key, shifts: $0.value) }
            .sorted { $0.shifts[0].start < $1.shifts[0].start }
    }

    #if DEBUG
    func replaceForTesting(_ list: [Shift]) {
        shifts = list.sorted { $0.start < $1.start }
    }
    #endif
}
